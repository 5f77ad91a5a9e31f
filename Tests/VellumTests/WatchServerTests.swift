import Foundation
import Testing
import VellumCairo

@testable import VellumPreview

#if canImport(Glibc)
  import Glibc
#endif

/// `vellum watch`'s HTTP server: loopback only, and nothing but what the watch serves,
/// whatever the URL.
@Suite struct WatchServerTests {
  /// Sends raw bytes to 127.0.0.1:port and returns the whole answer (bounded by timeouts).
  /// Sends a request and reads the answer. A request with no `Host` header gets the one a
  /// browser sends for the page (`127.0.0.1:PORT`) unless `host` is false.
  static func exchange(_ request: String, port: UInt16, address: UInt32 = 0x7F00_0001, host: Bool = true) -> String? {
    var request = request
    if host, !request.lowercased().contains("\r\nhost:"), let end = request.range(of: "\r\n") {
      request.insert(contentsOf: "\r\nHost: 127.0.0.1:\(port)", at: end.lowerBound)
    }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = port.bigEndian
    target.sin_addr.s_addr = address.bigEndian
    let connected = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { return nil }
    _ = request.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    var answer = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<1000 {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count <= 0 { break }
      answer.append(contentsOf: chunk[0..<count])
    }
    return String(decoding: answer, as: UTF8.self)
  }

  /// A server whose only content is `/` and `/images/known.png`.
  func server() throws -> HTTPServer {
    let server = try HTTPServer(port: 0) { request in
      switch request.path {
      case "/": .content(status: 200, type: "text/html", body: Data("home".utf8))
      case "/images/known.png": .content(status: 200, type: "image/png", body: Data("PNGDATA".utf8))
      default: .notFound()
      }
    }
    server.start()
    return server
  }

  @Test func onlyItsOwnPagesAndImagesAreServed() throws {
    let server = try server()
    defer { server.stop() }
    let home = try #require(Self.exchange("GET / HTTP/1.1\r\n\r\n", port: server.port))
    #expect(home.hasPrefix("HTTP/1.1 200 OK") && home.hasSuffix("home"), "\(home)")
    let image = try #require(Self.exchange("GET /images/known.png?v=1 HTTP/1.1\r\n\r\n", port: server.port))
    #expect(image.contains("Content-Type: image/png") && image.hasSuffix("PNGDATA"))
    let attacks = [
      "GET /../../../../etc/passwd HTTP/1.1", "GET /images/../../Package.swift HTTP/1.1",
      "GET /images/%2e%2e/%2e%2e/etc/passwd HTTP/1.1", "GET /images/..%2f..%2fetc%2fpasswd HTTP/1.1",
      "GET /etc/passwd HTTP/1.1", "GET //etc/passwd HTTP/1.1", "GET /images//etc/passwd HTTP/1.1",
      "GET /images/known.png/../../../etc/passwd HTTP/1.1", "GET /%00/etc/passwd HTTP/1.1",
    ]
    for attack in attacks {
      let answer = try #require(Self.exchange(attack + "\r\n\r\n", port: server.port), "\(attack)")
      #expect(answer.hasPrefix("HTTP/1.1 404 Not Found"), "\(attack): \(answer)")
      #expect(!answer.contains("root:"), "\(attack) reached a file")
    }
    let malformed = [
      "GET http://127.0.0.1/etc/passwd HTTP/1.1", "GET ../etc/passwd HTTP/1.1", "GARBAGE", "GET / SPDY/3",
    ]
    for request in malformed {
      let answer = try #require(Self.exchange(request + "\r\n\r\n", port: server.port), "\(request)")
      #expect(answer.hasPrefix("HTTP/1.1 400 Bad Request"), "\(request): \(answer)")
    }
    let post = try #require(Self.exchange("POST / HTTP/1.1\r\nContent-Length: 0\r\n\r\n", port: server.port))
    #expect(post.hasPrefix("HTTP/1.1 405"))
    let huge = try #require(
      Self.exchange("GET /" + String(repeating: "a", count: 40_000) + " HTTP/1.1\r\n\r\n", port: server.port))
    #expect(huge.isEmpty || huge.hasPrefix("HTTP/1.1 400"), "an oversized request is refused")
  }

  /// A page on another site that rebinds its name to 127.0.0.1 sends its own name as `Host`:
  /// only the server's loopback names with its port are answered.
  @Test func onlyItsOwnHostNamesAreAnswered() throws {
    let server = try server()
    defer { server.stop() }
    let port = server.port
    for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "LOCALHOST:\(port)"] {
      let answer = try #require(Self.exchange("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n", port: port))
      #expect(answer.hasPrefix("HTTP/1.1 200 OK"), "\(host): \(answer)")
    }
    for host in ["evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port &+ 1)", "localhost.evil.example:\(port)", ""] {
      let answer = try #require(Self.exchange("GET /state.json HTTP/1.1\r\nHost: \(host)\r\n\r\n", port: port))
      #expect(answer.hasPrefix("HTTP/1.1 403 Forbidden"), "\(host): \(answer)")
    }
    let none = try #require(Self.exchange("GET / HTTP/1.1\r\n\r\n", port: port, host: false))
    #expect(none.hasPrefix("HTTP/1.1 403"), "no Host at all: \(none)")
    let two = try #require(
      Self.exchange("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nHost: evil.example\r\n\r\n", port: port))
    #expect(two.hasPrefix("HTTP/1.1 403"), "two Host headers: \(two)")
  }

  @Test func itListensOnLoopbackOnly() throws {
    let server = try server()
    defer { server.stop() }
    // The kernel's table of listening TCP sockets: this port, bound to 127.0.0.1 only.
    let table = try String(contentsOfFile: "/proc/net/tcp", encoding: .utf8)
    let port = String(format: "%04X", server.port)
    let listening = table.split(separator: "\n").filter { $0.contains(":\(port) ") && $0.contains(" 0A ") }
    #expect(listening.count == 1, "\(listening)")
    #expect(listening.first?.contains("0100007F:\(port)") == true, "bound to 127.0.0.1: \(listening)")
    // And a connection to any of this machine's other IPv4 addresses is refused.
    var list: UnsafeMutablePointer<ifaddrs>?
    guard getifaddrs(&list) == 0 else { return }
    defer { freeifaddrs(list) }
    var cursor = list
    var others = 0
    while let entry = cursor {
      defer { cursor = entry.pointee.ifa_next }
      guard let address = entry.pointee.ifa_addr, address.pointee.sa_family == sa_family_t(AF_INET) else { continue }
      let ip = address.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
        UInt32(bigEndian: $0.pointee.sin_addr.s_addr)
      }
      guard ip >> 24 != 127 else { continue }
      others += 1
      #expect(Self.exchange("GET / HTTP/1.1\r\n\r\n", port: server.port, address: ip) == nil, "reachable on \(ip)")
    }
    #expect(Self.exchange("GET / HTTP/1.1\r\n\r\n", port: server.port) != nil, "reachable on 127.0.0.1")
  }

  @Test func eventsReachAnOpenStream() throws {
    let stream = try HTTPServer(port: 0) { _ in .events }
    stream.start()
    defer { stream.stop() }
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(fd) }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var target = sockaddr_in()
    target.sin_family = sa_family_t(AF_INET)
    target.sin_port = stream.port.bigEndian
    target.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    _ = withUnsafePointer(to: &target) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    _ = "GET /events HTTP/1.1\r\nHost: 127.0.0.1:\(stream.port)\r\n\r\n".withCString { send(fd, $0, strlen($0), 0) }
    for _ in 0..<50 where stream.streamCount == 0 { usleep(20_000) }
    #expect(stream.streamCount == 1)
    stream.broadcast(event: "image", data: "{\"stem\":\"a\"}")
    var answer = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    for _ in 0..<20 {
      let count = recv(fd, &chunk, chunk.count, 0)
      if count <= 0 { break }
      answer.append(contentsOf: chunk[0..<count])
      if String(decoding: answer, as: UTF8.self).contains("\"a\"}\n\n") { break }
    }
    let text = String(decoding: answer, as: UTF8.self)
    #expect(text.hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream"), "\(text)")
    #expect(text.hasSuffix("event: image\ndata: {\"stem\":\"a\"}\n\n"), "\(text)")
  }

  @Test func compilerErrorsAreReadFromTheBuildLog() {
    let log = """
      [1/4] Compiling AppUI Probe.swift
      /tmp/app/Sources/AppUI/Probe.swift:3:17: error: cannot find 'Colr' in scope
      /tmp/app/Sources/AppUI/Probe.swift:3:17: error: cannot find 'Colr' in scope
      1 | import Vellum
      /tmp/app/Sources/AppUI/Other.swift:9:2: warning: unused
      """
    let errors = CompilerMessage.errors(in: log, failed: true)
    #expect(
      errors == [
        CompilerMessage(
          file: "/tmp/app/Sources/AppUI/Probe.swift", line: 3, column: 17, message: "cannot find 'Colr' in scope")
      ])
    let linker = CompilerMessage.errors(in: "ld: undefined symbol x\nerror: link command failed", failed: true)
    #expect(linker.count == 1 && linker[0].message.contains("link command failed"))
  }

  /// A file that imports what Linux lacks gets its file and line and what to do (issue 29):
  /// an Apple framework Vellum has no module for, or a package.
  @Test func aMissingModuleSaysWhatToDo() {
    let log = """
      /tmp/app/Notes.swift:2:8: error: no such module 'TipKit'
      /tmp/app/Hero.swift:3:8: error: no such module 'Lottie'
      """
    let errors = CompilerMessage.errors(in: log, failed: true)
    #expect(errors.count == 2)
    #expect(errors.first?.file == "/tmp/app/Notes.swift" && errors.first?.line == 2)
    #expect(
      errors.first?.message.hasPrefix("no such module 'TipKit' (Vellum has no TipKit on Linux") == true
        && errors.first?.message.contains("#if canImport(TipKit)") == true, "\(errors)")
    #expect(
      errors.last?.message.contains("Lottie is not a module Vellum provides: if it is a package") == true, "\(errors)")
  }

  /// Runs the test catalog's `watch --no-build` with `arguments` until its first render is
  /// done; gives its state, port and image folder to `check`.
  func watching(
    _ arguments: [String], environment: [String: String] = [:],
    _ check: (_ state: [String: Any], _ port: UInt16, _ images: URL) throws -> Void
  ) throws {
    let folder = try CommandLineTests().scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data("// swift-tools-version:6.0\n".utf8).write(to: folder.appendingPathComponent("Package.swift"))
    let log = folder.appendingPathComponent("watch.log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let watch = Process()
    watch.executableURL = CommandLineTests.binaries.appendingPathComponent("vellum-test-catalog")
    watch.arguments = ["watch", "--no-build", "--port", "0", "--jobs", "2"] + arguments
    watch.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    watch.currentDirectoryURL = folder
    watch.standardOutput = try FileHandle(forWritingTo: log)
    watch.standardError = FileHandle.nullDevice
    try watch.run()
    defer {
      kill(watch.processIdentifier, SIGKILL)
      watch.waitUntilExit()
    }
    var port: UInt16 = 0
    var state: [String: Any] = [:]
    for _ in 0..<300 {
      usleep(100_000)
      if port == 0 {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        port = UInt16(text.components(separatedBy: "127.0.0.1:").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? 0
        continue
      }
      let answer = Self.exchange("GET /state.json HTTP/1.1\r\n\r\n", port: port) ?? ""
      let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined()
      state = (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
      if (state["status"] as? String ?? "").contains("images changed") { break }
    }
    try check(state, port, folder.appendingPathComponent(".build/vellum-watch"))
  }

  static func images(of name: String, in state: [String: Any]) -> [[String: Any]] {
    let previews = state["previews"] as? [[String: Any]] ?? []
    return previews.first { $0["name"] as? String == name }?["images"] as? [[String: Any]] ?? []
  }

  /// The watch page's state from a running catalog: a preview that traps shows its failure
  /// while the others have images, and its images are served by name only.
  @Test func aTrappingPreviewShowsItsFailureWhileTheOthersRender() throws {
    try watching(["--scheme", "light"]) { state, port, _ in
      func image(_ name: String) -> [String: Any] { Self.images(of: name, in: state).first ?? [:] }
      #expect((image("Trap")["failure"] as? String ?? "").contains("Fatal error: Index out of range"), "\(state)")
      let blue = image("Blue")["url"] as? String ?? ""
      #expect(blue.hasPrefix("/images/Blue.light@2x.png?v="), "\(state)")
      let png = Self.exchange("GET \(blue) HTTP/1.1\r\n\r\n", port: port) ?? ""
      #expect(png.hasPrefix("HTTP/1.1 200 OK") && png.contains("image/png"))
      let outside = Self.exchange("GET /images/../watch.log HTTP/1.1\r\n\r\n", port: port) ?? ""
      #expect(outside.hasPrefix("HTTP/1.1 404"))
    }
  }

  /// `--device` and `--dynamic-type` add images side by side: a device-canvas preview drawn
  /// on the other device's screen, and every preview at the other text size.
  @Test func devicesDynamicTypeSizesAndLocalesAreVariantsOnThePage() throws {
    try watching(
      ["--scheme", "dark", "--device", "iPhone SE", "--dynamic-type", "accessibility3", "--locale", "ar"],
      environment: ["VELLUM_TEST_VARIANTS": "1"]
    ) { state, _, folder in
      func size(_ stem: String) throws -> (Int, Int) {
        try PNG.decodeSize(Data(contentsOf: folder.appendingPathComponent("\(stem).png")))
      }
      let phone = Self.images(of: "Phone", in: state)
      #expect(
        phone.map { $0["variant"] as? String ?? "" } == [
          "dark@2x", "iPhoneSE · dark@2x", "accessibility3 · dark@2x", "ar · dark@2x",
        ], "\(state)")
      #expect(phone.allSatisfy { ($0["url"] as? String ?? "").hasPrefix("/images/Phone.") }, "\(state)")
      #expect(try size("Phone.dark@2x") == (786, 1704))
      #expect(try size("Phone.iPhoneSE.dark@2x") == (750, 1334))
      // A fitted canvas is no device: only the Dynamic Type size is added, and it is bigger.
      let fitted = Self.images(of: "Fitted", in: state).map { $0["stem"] as? String ?? "" }
      #expect(fitted == ["Fitted.dark@2x", "Fitted.accessibility3.dark@2x", "Fitted.ar.dark@2x"], "\(state)")
      let large = try size("Fitted.dark@2x")
      let huge = try size("Fitted.accessibility3.dark@2x")
      #expect(huge.0 > large.0 * 3 / 2 && huge.1 > large.1 * 3 / 2, "\(large) → \(huge)")
      // In Arabic, at the preview's own size.
      #expect(try size("Fitted.ar.dark@2x") == large)
    }
  }
}
