import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A small HTTP/1.1 server on POSIX sockets for `vellum watch` and `vellum review`: bound to
/// 127.0.0.1 only, one thread per connection, every answer closes its connection except
/// server-sent event streams, which stay open for `broadcast`.
///
/// It answers only requests whose `Host` is its own loopback name and port (so a page that
/// rebinds its own name to 127.0.0.1 is refused). `GET` and `HEAD` only, unless it has a
/// write token: then a `POST` is handled when it carries that token in `X-Vellum-Token`
/// and comes from one of the server's own origins (`Origin`, and `Sec-Fetch-Site` when the
/// browser sends it). The token is in the page the server serves and nowhere else, and a
/// custom header makes a browser ask first (a CORS preflight, which is refused), so a page
/// on another site can neither read nor write.
///
/// It serves what its handler returns and nothing else: there is no file system behind it,
/// so no URL can reach a path outside the folders its handler reads.
final class HTTPServer: @unchecked Sendable {
  struct Request {
    var method: String
    /// The path, percent-decoded, without the query.
    var path: String
    var query: String
    /// Header fields by lower-cased name (the first of repeated fields).
    var headers: [String: String] = [:]
    /// A `POST`'s body (at most `maxBodyBytes`).
    var body = Data()
  }

  enum Response {
    case content(status: Int, type: String, body: Data)
    /// Keeps the connection open as a `text/event-stream`.
    case events

    static func notFound() -> Response {
      .content(status: 404, type: "text/plain; charset=utf-8", body: Data("not found\n".utf8))
    }
  }

  /// The port it listens on (the system's choice when asked for 0).
  let port: UInt16
  private let listener: Int32
  private let handler: @Sendable (Request) -> Response
  /// The secret a `POST` must carry; nil refuses every `POST`.
  private let writeToken: String?
  private let lock = NSLock()
  private var streams: [Int32] = []
  private var stopped = false

  /// The largest request head read; longer requests are refused.
  static let maxRequestBytes = 16_384
  /// The largest `POST` body read.
  static let maxBodyBytes = 65_536

  /// `writeToken`: the per-run secret that lets the server's own page `POST`; nil serves
  /// `GET` and `HEAD` only.
  init(port: UInt16, writeToken: String? = nil, handler: @escaping @Sendable (Request) -> Response) throws {
    signal(SIGPIPE, SIG_IGN)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { throw ServerError(message: "cannot open a socket: \(String(cString: strerror(errno)))") }
    var yes: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    // Loopback only: other machines on the network cannot reach the page.
    address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard bound == 0, listen(fd, 32) == 0 else {
      let reason = String(cString: strerror(errno))
      close(fd)
      throw ServerError(message: "cannot listen on 127.0.0.1:\(port): \(reason)")
    }
    var actual = sockaddr_in()
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    self.port = UInt16(bigEndian: actual.sin_port)
    self.listener = fd
    self.handler = handler
    self.writeToken = writeToken
  }

  /// A random secret for `writeToken`: 32 hex digits from the system's generator.
  static func makeToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(format: "%08x", UInt32.random(in: .min ... .max, using: &generator)) }.joined()
  }

  struct ServerError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
  }

  /// Accepts connections on a background thread until `stop`.
  func start() {
    Thread.detachNewThread { [self] in
      while true {
        let client = accept(listener, nil, nil)
        if client < 0 {
          if errno == EINTR { continue }
          return
        }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        Thread.detachNewThread { [self] in serve(client) }
      }
    }
  }

  func stop() {
    lock.withLock {
      stopped = true
      for stream in streams { close(stream) }
      streams = []
    }
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  /// Sends one server-sent event to every open stream; streams that fail are dropped.
  func broadcast(event: String, data: String) {
    let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)" }
    let message = Data(("event: \(event)\n" + lines.joined(separator: "\n") + "\n\n").utf8)
    lock.withLock {
      streams = streams.filter { stream in
        if Self.send(stream, message) { return true }
        close(stream)
        return false
      }
    }
  }

  /// How many event streams are open.
  var streamCount: Int { lock.withLock { streams.count } }

  private func serve(_ client: Int32) {
    func refuse(_ status: Int, _ why: String) {
      respond(client, .content(status: status, type: "text/plain", body: Data("\(why)\n".utf8)), head: false)
      close(client)
    }
    guard let (head, rest) = readHead(client), var request = Self.parse(head) else {
      refuse(400, "bad request")
      return
    }
    request.headers = Self.headers(in: head)
    // Only requests addressed to this server by its loopback name: a page elsewhere that
    // rebinds its own host name to 127.0.0.1 sends its own name, and is refused.
    guard Self.isLoopbackHost(Self.host(in: head), port: port) else {
      refuse(403, "wrong host")
      return
    }
    if request.method == "POST", let writeToken {
      guard Self.isOwnOrigin(request.headers, port: port) else {
        refuse(403, "cross-origin write")
        return
      }
      guard Self.same(request.headers["x-vellum-token"] ?? "", writeToken) else {
        refuse(403, "missing or wrong token")
        return
      }
      guard let body = readBody(client, rest, length: request.headers["content-length"]) else {
        refuse(413, "the body is missing, too large or shorter than its Content-Length")
        return
      }
      request.body = body
    } else if request.method != "GET" && request.method != "HEAD" {
      refuse(405, writeToken == nil ? "GET only" : "GET, HEAD and POST only")
      return
    }
    let response = handler(request)
    if case .events = response {
      let header = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n\r\nretry: 500\n\n"
      guard Self.send(client, Data(header.utf8)) else {
        close(client)
        return
      }
      let keep = lock.withLock { () -> Bool in
        guard !stopped else { return false }
        streams.append(client)
        return true
      }
      if !keep { close(client) }
      return
    }
    respond(client, response, head: request.method == "HEAD")
    close(client)
  }

  private func respond(_ client: Int32, _ response: Response, head: Bool) {
    guard case .content(let status, let type, let body) = response else { return }
    let reason =
      [
        200: "OK", 400: "Bad Request", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        409: "Conflict", 413: "Content Too Large",
      ][status] ?? "Error"
    let header =
      "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\n"
      + "Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n"
    _ = Self.send(client, Data(header.utf8) + (head ? Data() : body))
  }

  /// The request head up to its blank line, and the bytes read after it.
  private func readHead(_ client: Int32) -> (String, Data)? {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 4096)
    while data.count < Self.maxRequestBytes {
      let count = recv(client, &chunk, chunk.count, 0)
      if count <= 0 { return nil }
      data.append(contentsOf: chunk[0..<count])
      for separator in ["\r\n\r\n", "\n\n"] {
        if let end = data.range(of: Data(separator.utf8)) {
          return (String(decoding: data[..<end.upperBound], as: UTF8.self), Data(data[end.upperBound...]))
        }
      }
    }
    return nil
  }

  /// A body of exactly `Content-Length` bytes (at most `maxBodyBytes`), from what was read
  /// after the head and then the socket.
  private func readBody(_ client: Int32, _ start: Data, length: String?) -> Data? {
    guard let length = length.flatMap({ Int($0) }), (0...Self.maxBodyBytes).contains(length), start.count <= length
    else { return nil }
    var body = start
    var chunk = [UInt8](repeating: 0, count: 4096)
    while body.count < length {
      let count = recv(client, &chunk, min(chunk.count, length - body.count), 0)
      if count <= 0 { return nil }
      body.append(contentsOf: chunk[0..<count])
    }
    return body
  }

  /// A request head's header fields by lower-cased name; the first of repeated fields.
  static func headers(in head: String) -> [String: String] {
    var fields: [String: String] = [:]
    for line in head.split(whereSeparator: \.isNewline).dropFirst() {
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let name = parts[0].trimmingCharacters(in: .whitespaces).lowercased()
      if fields[name] == nil { fields[name] = parts[1].trimmingCharacters(in: .whitespaces) }
    }
    return fields
  }

  /// Whether a write comes from a page this server served: its `Origin` is
  /// http://127.0.0.1, localhost or [::1] with this port, and `Sec-Fetch-Site`, when sent,
  /// says same-origin. Browsers send `Origin` with every `POST`; a request without one is
  /// refused.
  static func isOwnOrigin(_ headers: [String: String], port: UInt16) -> Bool {
    guard let origin = headers["origin"]?.lowercased(), origin.hasPrefix("http://"),
      isLoopbackHost(String(origin.dropFirst("http://".count)), port: port)
    else { return false }
    if let site = headers["sec-fetch-site"]?.lowercased(), site != "same-origin" { return false }
    return true
  }

  /// Compares two secrets in time that does not depend on where they differ.
  static func same(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    return zip(x, y).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }

  /// The value of a request head's `Host` header, if it has exactly one.
  static func host(in head: String) -> String? {
    let values = head.split(whereSeparator: \.isNewline).dropFirst().compactMap { line -> String? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "host" else { return nil }
      return parts[1].trimmingCharacters(in: .whitespaces)
    }
    return values.count == 1 ? values[0] : nil
  }

  /// Whether a `Host` names this server: 127.0.0.1, localhost or [::1], with its port.
  static func isLoopbackHost(_ host: String?, port: UInt16) -> Bool {
    guard let host = host?.lowercased() else { return false }
    return ["127.0.0.1", "localhost", "[::1]"].contains { host == "\($0):\(port)" }
  }

  /// The request line of a request head: `GET /path?query HTTP/1.1`. Only origin-form
  /// targets (starting with `/`) are accepted.
  static func parse(_ head: String) -> Request? {
    guard let line = head.split(whereSeparator: \.isNewline).first else { return nil }
    let parts = line.split(separator: " ")
    guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
    let target = String(parts[1])
    let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    guard let path = String(pieces[0]).removingPercentEncoding else { return nil }
    return Request(method: String(parts[0]), path: path, query: pieces.count > 1 ? String(pieces[1]) : "")
  }

  private static func send(_ fd: Int32, _ data: Data) -> Bool {
    data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let sent = Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
        if sent < 0 && errno == EINTR { continue }
        if sent <= 0 { return false }
        offset += sent
      }
      return true
    }
  }
}
