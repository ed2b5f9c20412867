import { describe, expect, it } from 'vitest';
import { type KerasModelJson, kerasToOnnx } from './keras-to-onnx';
import { createSession, loadOrt } from './onnx-session';

/** A Keras model: a 3×3 convolution that moves channel c of the pixel above to channel c+1, then ×2 upsampling. */
function shiftModel(extraLayer?: string): { json: KerasModelJson; weights: Uint8Array } {
  const kernel = new Float32Array(3 * 3 * 3 * 3); // [kh, kw, in, out]
  for (let c = 0; c < 3; c++) kernel[((0 * 3 + 1) * 3 + c) * 3 + ((c + 1) % 3)] = 1;
  const bias = new Float32Array([0.5, 0, 0]);
  const conv = {
    filters: 3,
    kernel_size: [3, 3],
    strides: [1, 1],
    padding: 'same',
    activation: 'linear',
    use_bias: true,
    dilation_rate: [1, 1],
    data_format: 'channels_last',
  };
  const layers = [
    {
      class_name: 'InputLayer',
      name: 'in',
      config: { batch_input_shape: [null, null, null, 3] },
      inbound_nodes: [],
    },
    { class_name: 'Conv2D', name: 'conv', config: conv, inbound_nodes: [[['in', 0, 0, {}]]] },
    {
      class_name: extraLayer ?? 'UpSampling2D',
      name: 'up',
      config: { size: [2, 2], interpolation: 'nearest', data_format: 'channels_last' },
      inbound_nodes: [[['conv', 0, 0, {}]]],
    },
  ];
  const json = {
    format: 'layers-model',
    modelTopology: {
      model_config: {
        class_name: 'Functional',
        config: { layers, input_layers: [['in', 0, 0]], output_layers: [['up', 0, 0]] },
      },
    },
    weightsManifest: [
      {
        paths: ['w.bin'],
        weights: [
          { name: 'conv/kernel', shape: [3, 3, 3, 3], dtype: 'float32' },
          { name: 'conv/bias', shape: [3], dtype: 'float32' },
        ],
      },
    ],
  } as KerasModelJson;
  const weights = new Uint8Array(kernel.byteLength + bias.byteLength);
  weights.set(new Uint8Array(kernel.buffer), 0);
  weights.set(new Uint8Array(bias.buffer), kernel.byteLength);
  return { json, weights };
}

describe('kerasToOnnx', () => {
  it('keeps the kernel layout, the zero padding and nearest upsampling of the Keras model', async () => {
    const { json, weights } = shiftModel();
    const session = await createSession(await kerasToOnnx(json, weights));
    const ort = await loadOrt();
    // 2×2 image, NCHW: channel c of pixel (y, x) is 10c + 2y + x + 1.
    const input = Float32Array.from({ length: 12 }, (_, i) => 10 * Math.floor(i / 4) + (i % 4) + 1);
    const out = await session.run({ in: new ort.Tensor('float32', input, [1, 3, 2, 2]) });
    const result = out[session.outputNames[0]!]!;
    expect(result.dims).toEqual([1, 3, 4, 4]);
    const at = (c: number, y: number, x: number) => (result.data as Float32Array)[(c * 4 + y) * 4 + x];
    // Output pixel (1, 0) at full size comes from input pixel (1, 0), whose "above" is (0, 0).
    // Out channel 1 = in channel 0 above = 1; channel 2 = in channel 1 above = 11; channel 0 = in 2 above + 0.5.
    expect([at(0, 2, 0), at(1, 2, 0), at(2, 2, 0)]).toEqual([21.5, 1, 11]);
    expect(at(1, 3, 1)).toBe(1); // same source pixel, repeated by the upsampling
    // The top row has nothing above it: zero padding, so only the bias is left.
    expect([at(0, 0, 0), at(1, 0, 3), at(2, 1, 2)]).toEqual([0.5, 0, 0]);
  });

  it('refuses a layer it does not know rather than guessing', async () => {
    const { json, weights } = shiftModel('Dense');
    await expect(kerasToOnnx(json, weights)).rejects.toThrow(/unsupported layer Dense/);
  });

  it('refuses weight data that does not match the manifest', async () => {
    const { json, weights } = shiftModel();
    await expect(kerasToOnnx(json, weights.subarray(0, 100))).rejects.toThrow(/ends inside conv\/kernel/);
  });
});
