import Foundation

/// Taffy (through `stretchable`) laying out one tree in a Python process of its own, one
/// timed layout per request (`taffy.py --serve`), so that the benchmark can alternate its
/// runs with Vellum's: on this shared machine the noise comes in spells of seconds, and two
/// blocks of runs one after the other could fall in different spells.
final class TaffyPeer {
  private let pid: pid_t?
  private let input: Int32
  private let output: Int32
  private var pending = Data()
  private let file: URL

  /// Starts the peer on `shape` (written as JSON); nil when Python or stretchable is missing.
  init?(_ shape: TreeShape) {
    let python = ProcessInfo.processInfo.environment["VELLUM_BENCH_PYTHON"] ?? "python3"
    let script =
      ProcessInfo.processInfo.environment["VELLUM_BENCH_PEERS"].map { "\($0)/taffy.py" }
      ?? "Scripts/bench-peers/taffy.py"
    file = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-bench-tree-\(getpid()).json")
    guard let data = try? JSONSerialization.data(withJSONObject: shape.json), (try? data.write(to: file)) != nil
    else { return nil }
    // A peer that exits early (no Python, no stretchable) closes its end of the pipe: writing
    // to it then fails with EPIPE and the row says Taffy is not available, instead of the
    // signal ending the benchmark.
    signal(SIGPIPE, SIG_IGN)
    var toPeer: [Int32] = [-1, -1]
    var fromPeer: [Int32] = [-1, -1]
    guard pipe(&toPeer) == 0, pipe(&fromPeer) == 0 else { return nil }
    let argv = ["/usr/bin/env", python, script, file.path, "--serve"]
    let spawned = spawn(argv) { actions in
      posix_spawn_file_actions_adddup2(&actions, toPeer[0], 0)
      posix_spawn_file_actions_adddup2(&actions, fromPeer[1], 1)
      for fd in toPeer + fromPeer { posix_spawn_file_actions_addclose(&actions, fd) }
    }
    close(toPeer[0])
    close(fromPeer[1])
    pid = spawned
    input = toPeer[1]
    output = fromPeer[0]
    // Failing here, the peer's pipes are closed by `deinit`, which runs for a failed
    // initializer once every stored property is set.
    guard spawned != nil else { return nil }
  }

  deinit {
    close(input)
    close(output)
    var status: Int32 = 0
    if let pid { while waitpid(pid, &status, 0) < 0 && errno == EINTR {} }
    try? FileManager.default.removeItem(at: file)
  }

  /// One timed layout: its thread CPU time and wall time, in seconds.
  func run() -> (cpu: Double, wall: Double)? {
    guard let answer = ask("run"), let cpu = answer["cpu"] as? Double, let wall = answer["wall"] as? Double
    else { return nil }
    return (cpu, wall)
  }

  /// Ends the peer: the time it took to build the tree and the root's size.
  func end() -> (build: Double, width: Double, height: Double)? {
    guard let answer = ask("end"), let build = answer["build"] as? Double,
      let size = answer["size"] as? [Double], size.count == 2
    else { return nil }
    return (build, size[0], size[1])
  }

  private func ask(_ request: String) -> [String: Any]? {
    let line = Array((request + "\n").utf8)
    guard line.withUnsafeBytes({ write(input, $0.baseAddress, $0.count) }) == line.count,
      let answer = readLine()
    else { return nil }
    return try? JSONSerialization.jsonObject(with: answer) as? [String: Any]
  }

  private func readLine() -> Data? {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      if let end = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = pending[pending.startIndex..<end]
        pending = Data(pending[(end + 1)...])
        return Data(line)
      }
      let count = read(output, &buffer, buffer.count)
      if count > 0 {
        pending.append(contentsOf: buffer[0..<count])
      } else if count == 0 || errno != EINTR {
        return nil
      }
    }
  }
}
