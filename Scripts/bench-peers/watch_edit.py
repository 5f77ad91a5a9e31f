"""Times `watch`'s edit → image on the page as a user sees it: headless Chromium (driven over
the DevTools protocol on a pipe, standard library only) has the watch page open; each run
rewrites a Swift file (replacing `EDIT-<n>` with the next number) and polls the page every
10 ms until the preview's <img> shows a new, fully loaded image. Also checks that every image
on the page has loaded. Prints one JSON line: every run's seconds and the number of images.

Usage: watch_edit.py CHROMIUM URL FILE PREVIEW RUNS"""
import json, os, re, subprocess, sys, time

chromium, page, path, preview, runs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
to_browser_r, to_browser_w = os.pipe()
from_browser_r, from_browser_w = os.pipe()

def child_fds():
    reading, writing = os.dup(to_browser_r) + 100, os.dup(from_browser_w) + 100
    os.dup2(to_browser_r, reading)
    os.dup2(from_browser_w, writing)
    os.dup2(reading, 3)
    os.dup2(writing, 4)

browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
     "about:blank"],
    close_fds=False, preexec_fn=child_fds, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_r)
os.close(from_browser_w)
out = os.fdopen(to_browser_w, "wb", buffering=0)
incoming = os.fdopen(from_browser_r, "rb", buffering=0)
buffer, next_id = b"", 0

def read_message():
    global buffer
    while b"\0" not in buffer:
        chunk = incoming.read(1 << 16)
        if not chunk:
            raise SystemExit("chromium closed the pipe")
        buffer += chunk
    message, buffer = buffer.split(b"\0", 1)
    return json.loads(message)

def send(method, params=None, session=None):
    global next_id
    next_id += 1
    message = {"id": next_id, "method": method, "params": params or {}}
    if session:
        message["sessionId"] = session
    out.write(json.dumps(message).encode() + b"\0")
    while True:
        reply = read_message()
        if reply.get("id") == next_id:
            if "error" in reply:
                raise SystemExit(f"{method}: {reply['error']}")
            return reply.get("result", {})

def evaluate(expression):
    return send("Runtime.evaluate", {"expression": expression, "returnByValue": True}, session).get(
        "result", {}).get("value")

def wait_for(expression, timeout=120):
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        value = evaluate(expression)
        if value:
            return value
        time.sleep(0.01)
    raise SystemExit(f"timed out waiting for {expression}")

target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
send("Page.navigate", {"url": page}, session=session)
image = f"document.querySelector('img[data-preview=\"{preview}\"]')"
loaded = f"(() => {{ const i = {image}; return i && i.complete && i.naturalWidth > 0 ? i.src : null; }})()"
everything = ("(() => { const all = [...document.querySelectorAll('img')]; "
              "return all.length > 0 && all.every(i => i.complete && i.naturalWidth > 0) ? all.length : 0; })()")
images = wait_for(everything)
times = []
for run in range(runs):
    before = wait_for(loaded)
    text = open(path).read()
    number = int(re.search(r"EDIT-(\d+)", text).group(1)) + 1
    begin = time.perf_counter()
    with open(path + ".tmp", "w") as handle:
        handle.write(re.sub(r"EDIT-\d+", f"EDIT-{number}", text))
    os.replace(path + ".tmp", path)
    wait_for(f"(() => {{ const s = {loaded}; return s && s !== {json.dumps(before)}; }})()")
    times.append(time.perf_counter() - begin)
    time.sleep(0.5)
try:
    send("Browser.close")
except SystemExit:
    pass
browser.wait(timeout=10)
print(json.dumps({"times": times, "images": images}))
