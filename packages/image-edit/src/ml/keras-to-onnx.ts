/**
 * Turns a small Keras functional model saved for TensorFlow.js (model.json + weight shards, as the
 * `@upscalerjs/*` packages ship their super-resolution networks) into an ONNX model, so that it runs on the
 * native onnxruntime the background removal already uses: several times faster on one core than
 * TensorFlow.js's wasm backend, and one ML runtime instead of two. Only the layers those networks use are
 * known (Conv2D, Activation, Concatenate, Add, UpSampling2D); anything else is refused, never guessed.
 * The ONNX graph is NCHW with free height and width, so any tile size runs.
 */

import type { onnx } from 'onnx-proto';

/** The parts of a TensorFlow.js layers-model `model.json` this converter reads. */
export interface KerasModelJson {
  format?: string;
  modelTopology: { model_config?: KerasModelConfig } & Partial<KerasModelConfig>;
  weightsManifest: { paths: string[]; weights: KerasWeightSpec[] }[];
}
interface KerasModelConfig {
  class_name: string;
  config: {
    layers: KerasLayer[];
    input_layers: [string, number, number][];
    output_layers: [string, number, number][];
  };
}
interface KerasLayer {
  class_name: string;
  name: string;
  config: Record<string, unknown>;
  /** Keras 2 form: one call node, each inbound tensor as [layerName, nodeIndex, tensorIndex, kwargs]. */
  inbound_nodes: [string, number, number, unknown?][][];
}
interface KerasWeightSpec {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: unknown;
}

/** onnx-proto's generated classes, loaded on first use (see `loadOnnxProto`). */
type OnnxNamespace = typeof onnx;
type NodeProto = onnx.INodeProto;
type TensorProto = onnx.ITensorProto;

const OPSET = 13;

/**
 * Builds the ONNX model bytes. `weightData` is the model's weight shards concatenated in manifest order.
 * The input is named after the Keras input layer and takes [1, channels, height, width] in the Keras
 * model's own value range; the output likewise.
 */
export async function kerasToOnnx(model: KerasModelJson, weightData: Uint8Array): Promise<Uint8Array> {
  const onnx = await loadOnnxProto();
  const config = model.modelTopology.model_config ?? (model.modelTopology as KerasModelConfig);
  if (config.class_name !== 'Functional' && config.class_name !== 'Model') {
    throw new Error(`keras-to-onnx: unsupported model class ${config.class_name}`);
  }
  const weights = readWeights(
    model.weightsManifest.flatMap((group) => group.weights),
    weightData,
  );
  const { layers, input_layers: inputs, output_layers: outputs } = config.config;
  if (inputs.length !== 1 || outputs.length !== 1) {
    throw new Error('keras-to-onnx: only models with one input and one output are supported');
  }

  const nodes: NodeProto[] = [];
  const initializers: TensorProto[] = [];
  let channels = 0;
  for (const layer of layers) {
    if (layer.class_name === 'InputLayer') {
      const shape = layer.config.batch_input_shape as (number | null)[];
      channels = shape[3] ?? 0;
      continue;
    }
    const sources = (layer.inbound_nodes[0] ?? []).map(([name]) => name);
    nodes.push(...convertLayer(onnx, layer, sources, weights, initializers));
  }

  const float = onnx.TensorProto.DataType.FLOAT;
  const valueInfo = (name: string, dims: (number | string)[]) => ({
    name,
    type: {
      tensorType: {
        elemType: float,
        shape: { dim: dims.map((d) => (typeof d === 'number' ? { dimValue: d } : { dimParam: d })) },
      },
    },
  });
  const inputName = inputs[0]![0];
  const outputName = outputs[0]![0];
  const proto = onnx.ModelProto.create({
    irVersion: 8,
    producerName: 'muse-image-edit keras-to-onnx',
    opsetImport: [{ domain: '', version: OPSET }],
    graph: {
      name: 'keras',
      node: nodes,
      initializer: initializers,
      input: [valueInfo(inputName, [1, channels, 'height', 'width'])],
      output: [valueInfo(outputName, [1, 'out_channels', 'out_height', 'out_width'])],
    },
  });
  return onnx.ModelProto.encode(proto).finish();
}

async function loadOnnxProto(): Promise<OnnxNamespace> {
  // onnx-proto is CommonJS: under ESM its exports sit on `default`.
  const mod = (await import('onnx-proto')) as { onnx?: OnnxNamespace; default?: { onnx: OnnxNamespace } };
  const onnx = mod.onnx ?? mod.default?.onnx;
  if (!onnx) throw new Error('keras-to-onnx: onnx-proto did not load');
  return onnx;
}

/** Splits the concatenated shards into named float32 arrays, in manifest order. */
function readWeights(specs: KerasWeightSpec[], data: Uint8Array): Map<string, Float32Array> {
  const weights = new Map<string, Float32Array>();
  let offset = 0;
  for (const spec of specs) {
    if (spec.dtype !== 'float32' || spec.quantization) {
      throw new Error(`keras-to-onnx: weight ${spec.name} is not plain float32`);
    }
    const count = spec.shape.reduce((a, b) => a * b, 1);
    const bytes = data.slice(offset, offset + count * 4);
    if (bytes.byteLength !== count * 4)
      throw new Error(`keras-to-onnx: weight data ends inside ${spec.name}`);
    weights.set(spec.name, new Float32Array(bytes.buffer, bytes.byteOffset, count));
    offset += count * 4;
  }
  if (offset !== data.byteLength) throw new Error('keras-to-onnx: weight data longer than its manifest');
  return weights;
}

function convertLayer(
  onnx: OnnxNamespace,
  layer: KerasLayer,
  sources: string[],
  weights: Map<string, Float32Array>,
  initializers: TensorProto[],
): NodeProto[] {
  const { name, config } = layer;
  const ints = (attr: string, values: number[]) => ({
    name: attr,
    type: onnx.AttributeProto.AttributeType.INTS,
    ints: values,
  });
  const int = (attr: string, value: number) => ({
    name: attr,
    type: onnx.AttributeProto.AttributeType.INT,
    i: value,
  });
  const text = (attr: string, value: string) => ({
    name: attr,
    type: onnx.AttributeProto.AttributeType.STRING,
    s: new TextEncoder().encode(value),
  });
  const activation = (input: string, kind: unknown, output: string): NodeProto[] => {
    if (kind === 'linear')
      return [{ opType: 'Identity', input: [input], output: [output], name: `${output}/linear` }];
    if (kind === 'relu')
      return [{ opType: 'Relu', input: [input], output: [output], name: `${output}/relu` }];
    throw new Error(`keras-to-onnx: unsupported activation ${String(kind)} in ${name}`);
  };

  switch (layer.class_name) {
    case 'Conv2D': {
      const [kh, kw] = config.kernel_size as [number, number];
      const strides = config.strides as number[];
      const dilation = config.dilation_rate as number[];
      if (
        config.data_format !== 'channels_last' ||
        strides.some((s) => s !== 1) ||
        dilation.some((d) => d !== 1)
      ) {
        throw new Error(`keras-to-onnx: ${name} uses strides, dilation or a layout this converter does not`);
      }
      if (config.padding === 'same' && (kh % 2 === 0 || kw % 2 === 0)) {
        throw new Error(`keras-to-onnx: ${name} has an even kernel with 'same' padding`);
      }
      const kernel = weights.get(`${name}/kernel`);
      if (!kernel) throw new Error(`keras-to-onnx: no kernel for ${name}`);
      const filters = config.filters as number;
      const inChannels = kernel.length / (kh * kw * filters);
      initializers.push(
        floatTensor(
          onnx,
          `${name}/W`,
          [filters, inChannels, kh, kw],
          hwioToOihw(kernel, kh, kw, inChannels, filters),
        ),
      );
      const inputs = [sources[0]!, `${name}/W`];
      if (config.use_bias) {
        const bias = weights.get(`${name}/bias`);
        if (!bias) throw new Error(`keras-to-onnx: no bias for ${name}`);
        initializers.push(floatTensor(onnx, `${name}/B`, [filters], bias));
        inputs.push(`${name}/B`);
      }
      const padH = config.padding === 'same' ? (kh - 1) / 2 : 0;
      const padW = config.padding === 'same' ? (kw - 1) / 2 : 0;
      const conv: NodeProto = {
        opType: 'Conv',
        name,
        input: inputs,
        output: config.activation === 'linear' ? [name] : [`${name}/pre`],
        attribute: [ints('kernel_shape', [kh, kw]), ints('pads', [padH, padW, padH, padW])],
      };
      return config.activation === 'linear'
        ? [conv]
        : [conv, ...activation(`${name}/pre`, config.activation, name)];
    }
    case 'Activation':
      return activation(sources[0]!, config.activation, name);
    case 'Concatenate': {
      const axis = config.axis as number;
      if (axis !== 3 && axis !== -1)
        throw new Error(`keras-to-onnx: ${name} concatenates along axis ${axis}`);
      return [{ opType: 'Concat', name, input: sources, output: [name], attribute: [int('axis', 1)] }];
    }
    case 'Add':
      return sources.slice(1).map((source, i, rest) => ({
        opType: 'Add',
        name: `${name}/${i}`,
        input: [i === 0 ? sources[0]! : `${name}/${i - 1}`, source],
        output: [i === rest.length - 1 ? name : `${name}/${i}`],
      }));
    case 'UpSampling2D': {
      const [sh, sw] = config.size as [number, number];
      if (config.interpolation !== 'nearest')
        throw new Error(`keras-to-onnx: ${name} is not nearest upsampling`);
      initializers.push(floatTensor(onnx, `${name}/scales`, [4], new Float32Array([1, 1, sh, sw])));
      return [
        {
          opType: 'Resize',
          name,
          // Resize(X, roi, scales): an empty roi name means "not given".
          input: [sources[0]!, '', `${name}/scales`],
          output: [name],
          attribute: [
            text('mode', 'nearest'),
            text('coordinate_transformation_mode', 'asymmetric'),
            text('nearest_mode', 'floor'),
          ],
        },
      ];
    }
    default:
      throw new Error(`keras-to-onnx: unsupported layer ${layer.class_name} (${name})`);
  }
}

function floatTensor(onnx: OnnxNamespace, name: string, dims: number[], values: Float32Array): TensorProto {
  return {
    name,
    dims,
    dataType: onnx.TensorProto.DataType.FLOAT,
    rawData: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
  };
}

/** Keras stores a convolution kernel as [height, width, in, out]; ONNX wants [out, in, height, width]. */
function hwioToOihw(kernel: Float32Array, kh: number, kw: number, cin: number, cout: number): Float32Array {
  const out = new Float32Array(kernel.length);
  for (let y = 0; y < kh; y++)
    for (let x = 0; x < kw; x++)
      for (let i = 0; i < cin; i++)
        for (let o = 0; o < cout; o++)
          out[((o * cin + i) * kh + y) * kw + x] = kernel[((y * kw + x) * cin + i) * cout + o]!;
  return out;
}
