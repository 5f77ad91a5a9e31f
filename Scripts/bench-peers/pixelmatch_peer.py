"""Times pixelmatch-fast on two PNGs, warm, in process. Prints one JSON line.

For each figure two times are reported (medians of five), each with the process CPU time of
the same runs beside it ("timeCPU", "callCPU"):
- "core": pixelmatch's comparison loop (`_compare_pixels`) on arrays converted once before
  timing, drawing only the differing pixels (`diff_mask`), which is the work Vellum's
  comparison does (it lists the differing pixels, and draws no grey picture);
- "call": the whole `pixelmatch()` call as users make it, with its image conversions, a
  full-size output allocation and the grey difference picture it draws.

"exact" counts every pixel that differs at all (threshold 0, anti-aliased pixels counted),
as Vellum's exact comparison does; "tolerant" is pixelmatch's default, threshold 0.1 with
anti-aliased pixels left out, against Vellum's perceptual tolerance."""
import json, sys, time
import numpy as np
from PIL import Image
import pixelmatch as pm

a = Image.open(sys.argv[1]).convert("RGBA")
b = Image.open(sys.argv[2]).convert("RGBA")
a.load()
b.load()
arr1 = np.ascontiguousarray(np.array(a, dtype=np.uint8))
arr2 = np.ascontiguousarray(np.array(b, dtype=np.uint8))
height, width = arr1.shape[:2]
flat1, flat2 = arr1.ravel(), arr2.ravel()
a32, b32 = flat1.view(np.uint32), flat2.view(np.uint32)
output = np.zeros((height, width, 4), dtype=np.uint8).ravel()

def core(threshold, include_aa):
    output.fill(0)
    return pm._compare_pixels(flat1, flat2, a32, b32, output, width, height,
                              pm.MAX_YIQ_DELTA * threshold * threshold, include_aa, True,
                              255, 255, 0, 255, 0, 0, 255, 0, 0)

def timed(body, runs=5):
    """The result, the median wall time and the median process CPU time of `runs` runs."""
    body()  # warm (JIT)
    times, cpus, result = [], [], None
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = body()
        times.append(time.perf_counter() - start)
        cpus.append(time.process_time() - start_cpu)
    times.sort()
    cpus.sort()
    return int(result), times[len(times) // 2], cpus[len(cpus) // 2]

result = {}
for name, threshold, include_aa in (("exact", 0.0, True), ("tolerant", 0.1, False)):
    count, core_time, core_cpu = timed(lambda: core(threshold, include_aa))
    call_count, call_time, call_cpu = timed(
        lambda: pm.pixelmatch(a, b, None, threshold=threshold, includeAA=include_aa))
    result[name] = {"count": count, "time": core_time, "timeCPU": core_cpu, "call": call_time,
                    "callCPU": call_cpu, "callCount": call_count}
print(json.dumps(result))
