import Foundation

/// A styled part of a `TextRun` (from `Text + Text`, Markdown or a decoration), over a range
/// of the run's UTF-8 bytes. Nil fields inherit the run's font and paint.
public struct TextSpan: Hashable, Sendable {
  /// UTF-8 byte offsets into the run's string.
  public var range: Range<Int>
  public var weight: Int?
  public var italic: Bool?
  public var design: Font.Design?
  public var size: CGFloat?
  /// A font family for this part (the icon font for symbols in text).
  public var family: String?
  public var color: RGBA?
  public var underline: RGBA??
  public var strikethrough: RGBA??
  /// Extra space between characters, in points (kerning and tracking).
  public var letterSpacing: CGFloat?
  /// Points the glyphs are raised above the baseline.
  public var baselineOffset: CGFloat?
  /// Laid out but not drawn: the rest of a text a `TextRenderer` draws part of.
  public var isHidden = false

  public init(range: Range<Int>) { self.range = range }
}

/// The Markdown SwiftUI applies to string literals: `**strong**`, `*emphasis*` / `_emphasis_`,
/// `` `code` ``, `~~strike~~` and `[links](url)` (drawn in the tint), and Foundation's
/// `^[text](attributes)`, whose text is shown inflected (`Inflection`). Anything else is shown
/// as written; a delimiter without its closing partner is literal text.
enum InlineMarkdown {
  struct Part {
    var text: String
    var bold = false
    var italic = false
    var code = false
    var strike = false
    var link = false
    /// A link's destination, as written between the parentheses.
    var destination: String?
  }

  /// The parts of `source`; `inflecting` applies `^[…](inflect: true)`'s agreement, as a
  /// localized string's text does (`AttributedString(markdown:)` keeps the text as written).
  static func parse(_ source: String, inflecting: Bool = false) -> [Part] {
    var parts: [Part] = []
    var style = Part(text: "")
    var buffer = ""
    let chars = Array(source)
    var i = 0
    func flush() {
      if !buffer.isEmpty {
        var part = style
        part.text = buffer
        parts.append(part)
        buffer = ""
      }
    }
    func closes(_ delimiter: String, from index: Int) -> Bool {
      let d = Array(delimiter)
      var j = index
      while j + d.count <= chars.count {
        if Array(chars[j..<j + d.count]) == d { return true }
        j += 1
      }
      return false
    }
    func starts(_ delimiter: String, at index: Int) -> Bool {
      let d = Array(delimiter)
      return index + d.count <= chars.count && Array(chars[index..<index + d.count]) == d
    }
    while i < chars.count {
      let c = chars[i]
      if c == "\\", i + 1 < chars.count, "*_`~[]\\".contains(chars[i + 1]) {
        buffer.append(chars[i + 1])
        i += 2
        continue
      }
      if style.code {
        if c == "`" {
          flush()
          style.code = false
        } else {
          buffer.append(c)
        }
        i += 1
        continue
      }
      if c == "`", closes("`", from: i + 1) {
        flush()
        style.code = true
        i += 1
        continue
      }
      if starts("**", at: i) || starts("__", at: i) {
        let delimiter = String(chars[i..<i + 2])
        if style.bold || closes(delimiter, from: i + 2) {
          flush()
          style.bold.toggle()
          i += 2
          continue
        }
      }
      if starts("~~", at: i), style.strike || closes("~~", from: i + 2) {
        flush()
        style.strike.toggle()
        i += 2
        continue
      }
      if c == "*" || c == "_", style.italic || closes(String(c), from: i + 1) {
        // An underscore inside a word is literal (snake_case).
        let inWord = c == "_" && i > 0 && chars[i - 1].isLetter && i + 1 < chars.count && chars[i + 1].isLetter
        if !inWord {
          flush()
          style.italic.toggle()
          i += 1
          continue
        }
      }
      // Foundation's extended attributes, `^[text](inflect: true)`: the text, inflected.
      if c == "^", i + 1 < chars.count, chars[i + 1] == "[", let close = chars[(i + 2)...].firstIndex(of: "]"),
        close + 1 < chars.count, chars[close + 1] == "(", let end = chars[(close + 2)...].firstIndex(of: ")")
      {
        let text = String(chars[(i + 2)..<close])
        buffer += inflecting ? Inflection.apply(text, attributes: String(chars[(close + 2)..<end])) : text
        i = end + 1
        continue
      }
      if c == "[", let close = chars[(i + 1)...].firstIndex(of: "]"), close + 1 < chars.count, chars[close + 1] == "(",
        let end = chars[(close + 2)...].firstIndex(of: ")")
      {
        flush()
        var part = style
        part.text = String(chars[(i + 1)..<close])
        part.link = true
        part.destination = String(chars[(close + 2)..<end])
        parts.append(part)
        i = end + 1
        continue
      }
      buffer.append(c)
      i += 1
    }
    flush()
    return parts
  }
}
