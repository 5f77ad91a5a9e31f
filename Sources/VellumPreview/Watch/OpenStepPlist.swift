import Foundation

/// A property list in the OpenStep text format, as Xcode writes `project.pbxproj`:
/// `{ key = value; … }` dictionaries, `( value, … )` arrays (a trailing comma allowed),
/// quoted or bare strings, `<0fbd…>` data, and `//` and `/* … */` comments anywhere between
/// them (Xcode names every object in one: `fileRef = 3811DE07… /* BaseView.swift */;`).
///
/// Foundation's `PropertyListSerialization` reads the format on Apple's platforms; Linux's
/// does not read it, so `vellum preview` reads a project with this.
enum OpenStepPlist: Equatable {
  case string(String)
  case array([OpenStepPlist])
  case dictionary([String: OpenStepPlist])
  case data([UInt8])

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var array: [OpenStepPlist]? {
    if case .array(let value) = self { return value }
    return nil
  }

  var dictionary: [String: OpenStepPlist]? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// A dictionary's value for `key`, nil for a missing key or a value that is not a dictionary.
  subscript(key: String) -> OpenStepPlist? { dictionary?[key] }

  /// The strings of an array value (`children = ( A, B );`), empty when it is not one.
  var strings: [String] { array?.compactMap(\.string) ?? [] }

  /// Why a text is not a property list, with the line it happened on.
  struct ParseError: Error, Equatable, CustomStringConvertible {
    let line: Int
    let message: String
    var description: String { "line \(line): \(message)" }
  }

  /// The property list a text holds: one value (the top-level dictionary), then nothing but
  /// space and comments.
  static func parse(_ text: String) throws -> OpenStepPlist {
    var parser = Parser(bytes: Array(text.utf8))
    let value = try parser.value()
    try parser.skipSpace()
    guard parser.position == parser.bytes.count else { throw parser.error("text after the property list's end") }
    return value
  }

  private struct Parser {
    let bytes: [UInt8]
    var position = 0

    func error(_ message: String) -> ParseError {
      ParseError(line: bytes[..<min(position, bytes.count)].reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }, message: message)
    }

    var current: UInt8? { position < bytes.count ? bytes[position] : nil }
    var next: UInt8? { position + 1 < bytes.count ? bytes[position + 1] : nil }

    /// Moves past space and comments.
    mutating func skipSpace() throws {
      while let byte = current {
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C || byte == 0x0B {
          position += 1
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
          while let byte = current, byte != 0x0A, byte != 0x0D { position += 1 }
        } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
          let start = position
          position += 2
          while position < bytes.count, !(bytes[position] == UInt8(ascii: "*") && next == UInt8(ascii: "/")) {
            position += 1
          }
          guard position < bytes.count else {
            position = start
            throw error("a comment that does not end")
          }
          position += 2
        } else {
          return
        }
      }
    }

    mutating func value() throws -> OpenStepPlist {
      try skipSpace()
      guard let byte = current else { throw error("the text ends where a value was expected") }
      switch byte {
      case UInt8(ascii: "{"): return try dictionary()
      case UInt8(ascii: "("): return try array()
      case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quoted())
      case UInt8(ascii: "<"): return try data()
      default:
        guard Self.isBare(byte) else { throw error("unexpected '\(Self.describe(byte))' where a value was expected") }
        return .string(bare())
      }
    }

    mutating func dictionary() throws -> OpenStepPlist {
      position += 1
      var entries: [String: OpenStepPlist] = [:]
      while true {
        try skipSpace()
        guard let byte = current else { throw error("a dictionary that does not end") }
        if byte == UInt8(ascii: "}") {
          position += 1
          return .dictionary(entries)
        }
        guard case .string(let key) = try value() else { throw error("a dictionary key that is not a string") }
        try skipSpace()
        guard current == UInt8(ascii: "=") else { throw error("no '=' after the key \"\(key)\"") }
        position += 1
        let entry = try value()
        try skipSpace()
        guard current == UInt8(ascii: ";") else { throw error("no ';' after the value of \"\(key)\"") }
        position += 1
        entries[key] = entry
      }
    }

    mutating func array() throws -> OpenStepPlist {
      position += 1
      var items: [OpenStepPlist] = []
      while true {
        try skipSpace()
        guard let byte = current else { throw error("an array that does not end") }
        if byte == UInt8(ascii: ")") {
          position += 1
          return .array(items)
        }
        items.append(try value())
        try skipSpace()
        if current == UInt8(ascii: ",") {
          position += 1
        } else if current != UInt8(ascii: ")") {
          throw error("no ',' or ')' after an array's item")
        }
      }
    }

    /// A quoted string, with the escapes NeXTSTEP's format has: `\\`, `\"`, `\n` and the
    /// other C letters, `\U` and four hex digits, and up to three octal digits.
    mutating func quoted() throws -> String {
      let quote = bytes[position]
      let start = position
      position += 1
      var result: [UInt8] = []
      while let byte = current {
        position += 1
        if byte == quote { return String(decoding: result, as: UTF8.self) }
        guard byte == UInt8(ascii: "\\") else {
          result.append(byte)
          continue
        }
        guard let escaped = current else { break }
        position += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(0x0A)
        case UInt8(ascii: "t"): result.append(0x09)
        case UInt8(ascii: "r"): result.append(0x0D)
        case UInt8(ascii: "a"): result.append(0x07)
        case UInt8(ascii: "b"): result.append(0x08)
        case UInt8(ascii: "f"): result.append(0x0C)
        case UInt8(ascii: "v"): result.append(0x0B)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
          var code: UInt32 = 0
          for _ in 0..<4 {
            guard let digit = current.flatMap({ Self.hex($0) }) else {
              throw error("a \\U escape without four hex digits")
            }
            code = code * 16 + UInt32(digit)
            position += 1
          }
          result += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var code = UInt32(escaped - UInt8(ascii: "0"))
          for _ in 0..<2 {
            guard let digit = current, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
            code = code * 8 + UInt32(digit - UInt8(ascii: "0"))
            position += 1
          }
          result += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
        default: result.append(escaped)
        }
      }
      position = start
      throw error("a quoted string that does not end")
    }

    /// `<0fbd 7a0c>`: bytes in hex, spaces between them ignored.
    mutating func data() throws -> OpenStepPlist {
      position += 1
      var digits: [UInt8] = []
      while let byte = current, byte != UInt8(ascii: ">") {
        position += 1
        if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { continue }
        guard let digit = Self.hex(byte) else {
          throw error("'\(Self.describe(byte))' in data, which holds hex digits")
        }
        digits.append(digit)
      }
      guard current == UInt8(ascii: ">") else { throw error("data that does not end") }
      guard digits.count % 2 == 0 else { throw error("data with an odd number of hex digits") }
      position += 1
      return .data(stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] })
    }

    /// A string written without quotes: letters, digits and `_$+/:.-` (a `/` that starts a
    /// comment ends it).
    mutating func bare() -> String {
      let start = position
      while let byte = current, Self.isBare(byte) {
        if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") || next == UInt8(ascii: "/") { break }
        position += 1
      }
      return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    static func isBare(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return true
      case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
        UInt8(ascii: "."), UInt8(ascii: "-"):
        return true
      default: return byte >= 0x80
      }
    }

    static func hex(_ byte: UInt8) -> UInt8? {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
      default: return nil
      }
    }

    static func describe(_ byte: UInt8) -> String {
      byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : String(format: "\\x%02X", byte)
    }
  }
}
