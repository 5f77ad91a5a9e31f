"""Times Taffy (through the `stretchable` package) laying out trees that vellum-bench wrote
as JSON: containers alternate column and row by depth, leaves have fixed sizes. Only the
compute_layout call is timed; building the tree is reported apart. Prints one JSON line."""
import json, sys, time
from stretchable import Node
from stretchable.style import FlexDirection, AlignItems

def build(item, depth):
    if isinstance(item, list):
        return Node(size=(item[0], item[1]), flex_shrink=0)
    direction = FlexDirection.COLUMN if depth % 2 == 0 else FlexDirection.ROW
    return Node(*[build(c, depth + 1) for c in item["c"]], flex_direction=direction,
                align_items=AlignItems.START, flex_shrink=0)

def count(item):
    return 1 if isinstance(item, list) else 1 + sum(count(c) for c in item["c"])

tree = json.load(open(sys.argv[1]))
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
start = time.perf_counter()
root = build(tree, 0)
built = time.perf_counter() - start
times = []
for _ in range(runs):
    root.mark_dirty()
    start = time.perf_counter()
    root.compute_layout((800, 800))
    times.append(time.perf_counter() - start)
times.sort()
print(json.dumps({"nodes": count(tree), "build": built, "layout": times[len(times) // 2]}))
