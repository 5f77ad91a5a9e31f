import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over a pipe
/// (`--remote-debugging-pipe`: JSON messages ended by NUL on file descriptors 3 and 4), so a
/// test can open a page, leave it open and ask it what it shows.
final class Chromium {
  static let path = "/usr/bin/chromium"
  private var pid: pid_t = 0
  private let toBrowser: Int32
  private let fromBrowser: Int32
  private var nextID = 1
  private var buffer = Data()
  private let profile: URL
  private var session = ""

  init() throws {
    try #require(FileManager.default.isExecutableFile(atPath: Self.path), "install chromium (Scripts/setup)")
    profile = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-chromium-\(UUID().uuidString)")
    var input: [Int32] = [0, 0]
    var output: [Int32] = [0, 0]
    guard pipe(&input) == 0, pipe(&output) == 0 else { throw Failure(message: "pipe failed") }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, input[0], 3)
    posix_spawn_file_actions_adddup2(&actions, output[1], 4)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let arguments = [
      Self.path, "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", "--no-first-run",
      "--user-data-dir=\(profile.path)", "--window-size=1200,900", "about:blank",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let status = posix_spawn(&pid, Self.path, &actions, nil, &argv, environ)
    close(input[0])
    close(output[1])
    toBrowser = input[1]
    fromBrowser = output[0]
    guard status == 0 else { throw Failure(message: "cannot start chromium: \(status)") }
  }

  struct Failure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// Sends a command and waits (at most `timeout` seconds) for its answer's `result`.
  @discardableResult
  func send(_ method: String, _ params: [String: Any] = [:], inPage: Bool = false, timeout: TimeInterval = 20)
    throws -> [String: Any]
  {
    let id = nextID
    nextID += 1
    var message: [String: Any] = ["id": id, "method": method, "params": params]
    if inPage { message["sessionId"] = session }
    var data = try JSONSerialization.data(withJSONObject: message)
    data.append(0)
    _ = data.withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      while let end = buffer.firstIndex(of: 0) {
        let chunk = buffer[buffer.startIndex..<end]
        buffer.removeSubrange(buffer.startIndex...end)
        guard let reply = try? JSONSerialization.jsonObject(with: Data(chunk)) as? [String: Any],
          reply["id"] as? Int == id
        else { continue }
        if let error = reply["error"] { throw Failure(message: "\(method): \(error)") }
        return reply["result"] as? [String: Any] ?? [:]
      }
      var poller = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 200) > 0 else { continue }
      var bytes = [UInt8](repeating: 0, count: 65_536)
      let count = read(fromBrowser, &bytes, bytes.count)
      if count <= 0 { throw Failure(message: "chromium closed its pipe") }
      buffer.append(contentsOf: bytes[0..<count])
    }
    throw Failure(message: "\(method): no answer in \(Int(timeout)) s")
  }

  /// Opens `url` in a new page and keeps it for `evaluate`.
  func open(_ url: String) throws {
    let target = try send("Target.createTarget", ["url": url])
    let id = try #require(target["targetId"] as? String)
    let attached = try send("Target.attachToTarget", ["targetId": id, "flatten": true])
    session = try #require(attached["sessionId"] as? String)
  }

  /// The value of a JavaScript expression in the open page.
  func evaluate(_ expression: String) throws -> Any? {
    let result = try send("Runtime.evaluate", ["expression": expression, "returnByValue": true], inPage: true)
    return (result["result"] as? [String: Any])?["value"]
  }

  /// Evaluates `expression` every half second until `accept` takes its value, for at most
  /// `timeout` seconds; the last value.
  func wait(
    for expression: String, timeout: TimeInterval, until accept: (Any?) -> Bool
  ) throws -> Any? {
    let deadline = Date().addingTimeInterval(timeout)
    var value: Any? = nil
    while Date() < deadline {
      value = try evaluate(expression)
      if accept(value) { return value }
      usleep(500_000)
    }
    return value
  }

  /// A PNG of the page.
  func screenshot() throws -> Data {
    let result = try send("Page.captureScreenshot", ["format": "png"], inPage: true)
    return Data(base64Encoded: result["data"] as? String ?? "") ?? Data()
  }

  /// Saves a screenshot of the page under `.build/vellum-artifacts/Chromium/` to look at.
  static func save(_ browser: Chromium, to name: String) throws {
    let folder = CommandLineTests.root.appendingPathComponent(".build/vellum-artifacts/Chromium")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try browser.screenshot().write(to: folder.appendingPathComponent(name))
  }

  deinit {
    close(toBrowser)
    close(fromBrowser)
    kill(pid, SIGKILL)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    try? FileManager.default.removeItem(at: profile)
  }
}
