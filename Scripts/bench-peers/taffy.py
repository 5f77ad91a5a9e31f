"""Times Taffy (through the `stretchable` package's binding, `taffylib`) laying out trees
that vellum-bench wrote as JSON: containers alternate column and row by depth, leaves
have fixed sizes.

What is timed is Taffy's layout call alone, `taffylib.node_compute_layout` on the root,
after every node has been marked dirty (so none of Taffy's caches answer). Left out:
rounding (switched off, as Vellum's layout does not round), `Node.compute_layout()`'s
Python read-back of every node's layout (Vellum's figure reads nothing back either), and building the tree, which is reported apart (it goes through
`taffylib` directly, one style per kind of node). Wall time and this thread's CPU time
are both reported, as medians, and the fastest CPU time (the run the shared machine
disturbed least), after one untimed run. Prints one JSON line.

With `--serve` (as vellum-bench runs it), the runs alternate with Vellum's: each line
`run` on standard input is answered with one timed layout's `{"cpu": …, "wall": …}`, and
`end` with the tree's figures (`nodes`, `build`, `size`), so both sides' runs share the
same spells of this shared machine's noise."""
import json, sys, time
from stretchable import taffylib
from stretchable.context import taffy
from stretchable.style import Style, FlexDirection, AlignItems
from stretchable.style.geometry.size import SizeAvailableSpace

ptr = taffy._ptr
# Vellum's layout keeps fractional frames (pixels are rounded when drawing), so Taffy's
# rounding pass is switched off: both sides do the same work.
taffylib.disable_rounding(ptr)
column = Style(flex_direction=FlexDirection.COLUMN, align_items=AlignItems.START, flex_shrink=0).to_dict()
row = Style(flex_direction=FlexDirection.ROW, align_items=AlignItems.START, flex_shrink=0).to_dict()
leaves = {}

def build(item, depth, every):
    if isinstance(item, list):
        key = (item[0], item[1])
        if key not in leaves:
            leaves[key] = Style(size=key, flex_shrink=0).to_dict()
        node = taffylib.node_create(ptr, leaves[key])
    else:
        node = taffylib.node_create(ptr, column if depth % 2 == 0 else row)
        for child in item["c"]:
            taffylib.node_add_child(ptr, node, build(child, depth + 1, every))
    every.append(node)
    return node

def count(item):
    return 1 if isinstance(item, list) else 1 + sum(count(c) for c in item["c"])

tree = json.load(open(sys.argv[1]))
runs = int(sys.argv[2]) if len(sys.argv) > 2 and sys.argv[2].isdigit() else 5
every = []
start = time.perf_counter()
root = build(tree, 0, every)
built = time.perf_counter() - start
space = SizeAvailableSpace(800, 800).to_dict()
# One untimed layout first, as vellum-bench does on its side: the first call of a process
# pays for first touches of memory, which neither side's steady state has.
assert taffylib.node_compute_layout(ptr, root, space)

def timed():
    for node in every:
        taffylib.node_mark_dirty(ptr, node)
    wall = time.perf_counter()
    cpu = time.thread_time()
    ok = taffylib.node_compute_layout(ptr, root, space)
    cpu = time.thread_time() - cpu
    wall = time.perf_counter() - wall
    assert ok
    return cpu, wall

def figures():
    layout = taffylib.PyLayout()
    taffylib.node_get_layout(ptr, root, layout)
    return {"nodes": count(tree), "build": built, "size": [layout.width, layout.height]}

if "--serve" in sys.argv:
    for line in sys.stdin:
        if line.strip() == "run":
            cpu, wall = timed()
            print(json.dumps({"cpu": cpu, "wall": wall}), flush=True)
        else:
            print(json.dumps(figures()), flush=True)
            break
    sys.exit(0)

walls, cpus = [], []
for _ in range(runs):
    cpu, wall = timed()
    cpus.append(cpu)
    walls.append(wall)
walls.sort()
cpus.sort()
print(json.dumps(dict(figures(), layout=walls[len(walls) // 2], cpu=cpus[len(cpus) // 2], cpu_fastest=cpus[0])))
