"""Times pixelmatch-fast on two PNGs, warm, in process. Prints one JSON line: the number of
differing pixels and the median time at threshold 0 (exact) and 0.1 (its default)."""
import json, sys, time
from PIL import Image
from pixelmatch import pixelmatch

# Decoded once, before any timing.
a = Image.open(sys.argv[1]).convert("RGBA")
b = Image.open(sys.argv[2]).convert("RGBA")
a.load()
b.load()
result = {}
for name, threshold in (("exact", 0.0), ("tolerant", 0.1)):
    pixelmatch(a, b, None, threshold=threshold, includeAA=False)  # warm (JIT)
    times = []
    for _ in range(3):
        start = time.perf_counter()
        count = pixelmatch(a, b, None, threshold=threshold, includeAA=False)
        times.append(time.perf_counter() - start)
    times.sort()
    result[name] = {"count": int(count), "time": times[1]}
print(json.dumps(result))
