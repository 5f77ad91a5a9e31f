"""Times a warm headless Chromium taking screenshots of a page: one browser process is
started (its start-up is reported apart), driven over the DevTools protocol on a pipe
(`--remote-debugging-pipe`, no extra packages), and each screenshot is a reload of the page
followed by `Page.captureScreenshot` (a PNG) at 390×844 @2x. Prints one JSON line: the
start-up time and the median time per screenshot."""
import base64, json, os, subprocess, sys, time

chromium, page, shots = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 20
to_browser_r, to_browser_w = os.pipe()
from_browser_r, from_browser_w = os.pipe()
start = time.perf_counter()

def child_fds():
    # Move both ends out of the way first: either may already be fd 3 or 4.
    reading, writing = os.dup(to_browser_r) + 100, os.dup(from_browser_w) + 100
    os.dup2(to_browser_r, reading)
    os.dup2(from_browser_w, writing)
    os.dup2(reading, 3)
    os.dup2(writing, 4)

browser = subprocess.Popen(
    [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
     "--no-first-run", "about:blank"],
    close_fds=False, preexec_fn=child_fds,
    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
os.close(to_browser_r)
os.close(from_browser_w)
out = os.fdopen(to_browser_w, "wb", buffering=0)
incoming = os.fdopen(from_browser_r, "rb", buffering=0)
buffer = b""
next_id = 0
events = []

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
        events.append(reply)

def wait_event(method, session):
    while True:
        for index, event in enumerate(events):
            if event.get("method") == method and event.get("sessionId") == session:
                del events[index]
                return event
        events.append(read_message())

target = send("Target.createTarget", {"url": "about:blank"})["targetId"]
session = send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
send("Page.enable", session=session)
send("Emulation.setDeviceMetricsOverride",
     {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": False}, session=session)
send("Page.navigate", {"url": page}, session=session)
wait_event("Page.loadEventFired", session)
startup = time.perf_counter() - start

times, size = [], 0
for _ in range(shots):
    begin = time.perf_counter()
    send("Page.reload", {"ignoreCache": True}, session=session)
    wait_event("Page.loadEventFired", session)
    data = send("Page.captureScreenshot", {"format": "png"}, session=session)["data"]
    png = base64.b64decode(data)
    times.append(time.perf_counter() - begin)
    size = len(png)
try:
    send("Browser.close")
except SystemExit:
    pass
browser.wait(timeout=10)
times.sort()
print(json.dumps({"startup": startup, "shot": times[len(times) // 2], "bytes": size}))
