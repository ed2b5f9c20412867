import { useEffect, useMemo, useRef } from 'react';
import { Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import functionPlotImport, { type FunctionPlotDatum } from 'function-plot';
import type { MathGraph } from '@muse/contracts';
import { plotFunction } from '../../math/plot-function';
import classes from './FunctionPlotView.module.css';

// function-plot is CommonJS (exports.default): the bundle's interop hands over module.exports as the default
// import, while the dev server hands over the function itself.
type FunctionPlot = typeof functionPlotImport;
const loaded = functionPlotImport as unknown as FunctionPlot | { default: FunctionPlot };
const functionPlot: FunctionPlot = typeof loaded === 'function' ? loaded : loaded.default;

/** One colour per function, readable on white. */
const COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#ae3ec9', '#c92a2a', '#0c8599'];
const POINT_COLOUR = '#212529';

function data(graph: Omit<MathGraph, 'imageUrl'>): FunctionPlotDatum[] {
  const out: FunctionPlotDatum[] = graph.functions.map((fn, i) => ({
    fn: plotFunction(fn),
    // a function of our own (see plotFunction), sampled point by point
    sampler: 'builtIn',
    graphType: 'polyline',
    color: COLOURS[i % COLOURS.length],
    nSamples: 400,
  }));
  if (graph.points.length > 0) {
    out.push({
      fnType: 'points',
      graphType: 'scatter',
      points: graph.points.map((p) => [p.x, p.y]),
      color: POINT_COLOUR,
      attr: { r: 4, opacity: 1 },
    });
    for (const p of graph.points) {
      // Beside the point, not on it.
      if (p.label)
        out.push({
          graphType: 'text',
          location: [p.x, p.y],
          text: p.label,
          color: POINT_COLOUR,
          attr: { dx: 7, dy: -7 },
        });
    }
  }
  return out;
}

/** Draws a graph; throws the plotter's message for a function it cannot read. */
function draw(target: HTMLElement, graph: Omit<MathGraph, 'imageUrl'>, width: number, height: number) {
  target.replaceChildren();
  functionPlot({
    target,
    width,
    height,
    grid: true,
    disableZoom: true,
    xAxis: { domain: [...graph.xDomain] },
    yAxis: { domain: [...graph.yDomain] },
    data: data(graph),
  });
}

/** Why the graph cannot be drawn (naming the function the plotter cannot read), or null when it can. */
function drawingProblem(graph: Omit<MathGraph, 'imageUrl'>): string | null {
  // The plotter measures what it draws, so the trial copy sits in the page, out of sight.
  const scratch = document.createElement('div');
  scratch.style.cssText = 'position:fixed;left:-10000px;top:0;width:200px;visibility:hidden';
  document.body.append(scratch);
  try {
    draw(scratch, graph, 200, 150);
    return null;
  } catch (error) {
    console.debug('The plot could not be drawn', error);
    for (const fn of graph.functions) {
      try {
        draw(scratch, { ...graph, functions: [fn], points: [] }, 200, 150);
      } catch {
        return `“${fn}” can't be drawn. Check how it is written.`;
      }
    }
    return "This graph can't be drawn. Check the functions.";
  } finally {
    scratch.remove();
  }
}

/**
 * The live plot of the graph creator (function-plot, SVG). Always dark on white, as the saved picture is.
 * `onSvg` hands out the drawn SVG for the picture, or null while nothing valid is drawn.
 */
export function FunctionPlotView({
  graph,
  onSvg,
}: {
  graph: Omit<MathGraph, 'imageUrl'> | null;
  onSvg: (svg: SVGSVGElement | null) => void;
}) {
  const { ref: box, width } = useElementSize();
  const target = useRef<HTMLDivElement>(null);
  const plotWidth = Math.max(240, Math.floor(width));
  const plotHeight = Math.round(Math.min(420, Math.max(220, plotWidth * 0.75)));
  // Tried on a detached copy first, so a bad function is named and the last good plot is not half-redrawn.
  const failure = useMemo(() => (graph ? drawingProblem(graph) : null), [graph]);

  useEffect(() => {
    const el = target.current;
    if (!el || width === 0) return;
    if (!graph || failure) {
      el.replaceChildren();
      onSvg(null);
      return;
    }
    draw(el, graph, plotWidth, plotHeight);
    onSvg(el.querySelector('svg'));
  }, [graph, failure, plotWidth, plotHeight, width, onSvg]);

  return (
    <div ref={box} className={classes.frame}>
      <div
        ref={target}
        className={classes.plot}
        role="img"
        aria-label={
          graph
            ? `Plot of ${[...graph.functions, ...graph.points.map((p) => `(${p.x}, ${p.y})`)].join(', ')}`
            : 'Empty plot'
        }
        style={{ minHeight: plotHeight }}
      />
      {failure && (
        <Text size="sm" c="red" role="alert" mt="xs">
          {failure}
        </Text>
      )}
      {!graph && !failure && (
        <Text size="sm" c="dimmed" mt="xs">
          Add a function or a point to see the plot.
        </Text>
      )}
    </div>
  );
}
