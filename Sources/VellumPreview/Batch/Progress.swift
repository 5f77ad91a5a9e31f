import Foundation

/// Progress of a batch: a bar redrawn in place on a terminal, plain lines elsewhere (CI).
final class Progress: @unchecked Sendable {
  let total: Int
  let interactive: Bool
  private var done = 0

  init(total: Int) {
    self.total = total
    interactive = isatty(2) == 1 && ProcessInfo.processInfo.environment["CI"] == nil
  }

  /// Called once per finished item (serialised by the caller).
  func advance(_ label: String, ok: Bool, detail: String = "") {
    done += 1
    if interactive {
      let width = 30
      let filled = total == 0 ? width : done * width / total
      let bar = String(repeating: "=", count: filled) + String(repeating: " ", count: width - filled)
      var line = "\r[\(bar)] \(done)/\(total) \(label)"
      if line.count > 100 { line = String(line.prefix(100)) }
      FileHandle.standardError.write(Data((line.padding(toLength: 100, withPad: " ", startingAt: 0)).utf8))
      if !ok { FileHandle.standardError.write(Data("\n\(label): \(detail)\n".utf8)) }
      if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
    } else {
      let status = ok ? "ok  " : "FAIL"
      print(
        "\(status) \(done)/\(total) \(label)\(detail.isEmpty ? "" : " — " + detail.replacingOccurrences(of: "\n", with: " | "))"
      )
    }
  }
}
