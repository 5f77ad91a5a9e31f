/// Reads JSON text into `GeneratedContent`, keeping the order of each object's keys (Foundation's
/// `JSONSerialization` forgets it).
struct JSONReader {
  let text: [Unicode.Scalar]
  var index = 0

  mutating func readDocument() -> GeneratedContent? {
    guard let value = readValue() else { return nil }
    skipSpace()
    return index == text.count ? value : nil
  }

  private mutating func skipSpace() {
    while index < text.count, [" ", "\n", "\r", "\t"].contains(text[index]) { index += 1 }
  }

  private mutating func take(_ word: String) -> Bool {
    let scalars = Array(word.unicodeScalars)
    guard index + scalars.count <= text.count, Array(text[index..<index + scalars.count]) == scalars else {
      return false
    }
    index += scalars.count
    return true
  }

  private mutating func readValue() -> GeneratedContent? {
    skipSpace()
    guard index < text.count else { return nil }
    switch text[index] {
    case "{": return readObject()
    case "[": return readArray()
    case "\"": return readString().map { GeneratedContent(kind: .string($0)) }
    case "t": return take("true") ? GeneratedContent(kind: .bool(true)) : nil
    case "f": return take("false") ? GeneratedContent(kind: .bool(false)) : nil
    case "n": return take("null") ? GeneratedContent(kind: .null) : nil
    default: return readNumber()
    }
  }

  private mutating func readObject() -> GeneratedContent? {
    index += 1
    var properties: [String: GeneratedContent] = [:]
    var keys: [String] = []
    skipSpace()
    if take("}") { return GeneratedContent(kind: .structure(properties: [:], orderedKeys: [])) }
    while true {
      skipSpace()
      guard index < text.count, text[index] == "\"", let key = readString() else { return nil }
      skipSpace()
      guard take(":"), let value = readValue() else { return nil }
      if properties[key] == nil { keys.append(key) }
      properties[key] = value
      skipSpace()
      if take(",") { continue }
      guard take("}") else { return nil }
      return GeneratedContent(kind: .structure(properties: properties, orderedKeys: keys))
    }
  }

  private mutating func readArray() -> GeneratedContent? {
    index += 1
    var elements: [GeneratedContent] = []
    skipSpace()
    if take("]") { return GeneratedContent(kind: .array([])) }
    while true {
      guard let value = readValue() else { return nil }
      elements.append(value)
      skipSpace()
      if take(",") { continue }
      guard take("]") else { return nil }
      return GeneratedContent(kind: .array(elements))
    }
  }

  private mutating func readString() -> String? {
    index += 1
    var result = String.UnicodeScalarView()
    while index < text.count {
      let scalar = text[index]
      index += 1
      switch scalar {
      case "\"": return String(result)
      case "\\":
        guard index < text.count else { return nil }
        let escaped = text[index]
        index += 1
        switch escaped {
        case "n": result.append("\n")
        case "t": result.append("\t")
        case "r": result.append("\r")
        case "b": result.append("\u{8}")
        case "f": result.append("\u{C}")
        case "u":
          guard let unit = readHex() else { return nil }
          if (0xD800..<0xDC00).contains(unit), take("\\u"), let low = readHex() {
            let combined = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            result.append(Unicode.Scalar(combined) ?? "\u{FFFD}")
          } else {
            result.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
          }
        default: result.append(escaped)
        }
      default: result.append(scalar)
      }
    }
    return nil
  }

  private mutating func readHex() -> UInt32? {
    guard index + 4 <= text.count,
      let value = UInt32(String(String.UnicodeScalarView(text[index..<index + 4])), radix: 16)
    else { return nil }
    index += 4
    return value
  }

  private mutating func readNumber() -> GeneratedContent? {
    let start = index
    while index < text.count, "+-0123456789.eE".unicodeScalars.contains(text[index]) { index += 1 }
    guard let value = Double(String(String.UnicodeScalarView(text[start..<index]))) else { return nil }
    return GeneratedContent(kind: .number(value))
  }
}
