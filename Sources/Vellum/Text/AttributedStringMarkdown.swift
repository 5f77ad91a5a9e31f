import Foundation

/// Foundation's inline presentation intents (strong, emphasis, code, strikethrough), which
/// `AttributedString(markdown:)` sets and SwiftUI's `Text` draws. Linux's Foundation has
/// neither the type nor the Markdown reading, so Vellum provides both.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributedString {
  /// How `AttributedString(markdown:options:baseURL:)` reads its source, as Foundation's.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// Which Markdown is read: `.full` (blocks too), `.inlineOnly` (inline styles, white space
    /// collapsed) or `.inlineOnlyPreservingWhitespace` (inline styles, line breaks kept).
    public enum InterpretedSyntax: Hashable, Sendable {
      case full, inlineOnly, inlineOnlyPreservingWhitespace
    }
    public enum FailurePolicy: Hashable, Sendable {
      case throwError, returnPartiallyParsedIfPossible
    }
    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?
    public var appliesSourcePositionAttributes: Bool

    public init(
      allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
      failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
      appliesSourcePositionAttributes: Bool = false
    ) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }
  }

  /// An attributed string read from Markdown, as Foundation's: inline styles become
  /// `inlinePresentationIntent` runs and links `link` runs (relative ones resolved against
  /// `baseURL`). Under `.full` syntax, block markers (headings' `#`, list bullets and numbers,
  /// quotes' `>`, code fences) are read and left out, and blocks follow each other with
  /// nothing between them, as in Apple's result shown by `Text` (which draws no
  /// `presentationIntent`; Vellum sets none); a line break inside a paragraph becomes a space
  /// (not checked against Apple's). Vellum reads
  /// SwiftUI's inline subset (`**`, `*`/`_`, `` ` ``, `~~`, `[text](url)`), never throws, and
  /// keeps the text of `allowsExtendedAttributes`' `^[text](attributes)` without its attributes
  /// (so `inflected()` has nothing to apply).
  public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
    self.init()
    let source: String
    switch options.interpretedSyntax {
    case .full: source = MarkdownBlocks.inlineText(of: markdown)
    case .inlineOnly: source = markdown.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    case .inlineOnlyPreservingWhitespace: source = markdown
    }
    for part in InlineMarkdown.parse(source) {
      var run = AttributedString(part.text)
      var intent = InlinePresentationIntent()
      if part.bold { intent.insert(.stronglyEmphasized) }
      if part.italic { intent.insert(.emphasized) }
      if part.code { intent.insert(.code) }
      if part.strike { intent.insert(.strikethrough) }
      if !intent.isEmpty { run.inlinePresentationIntent = intent }
      if let destination = part.destination {
        run.link = URL(string: destination, relativeTo: baseURL)?.absoluteURL
      }
      append(run)
    }
  }
}

/// The block structure `.full` Markdown reading leaves out of an attributed string's text.
enum MarkdownBlocks {
  /// The inline source of each block, blocks joined with nothing between them and a
  /// paragraph's lines with a space; a fenced code block keeps its lines, as code.
  static func inlineText(of markdown: String) -> String {
    var blocks: [String] = []
    var paragraph: [String] = []
    var fence: [String]?
    func endParagraph() {
      if !paragraph.isEmpty { blocks.append(paragraph.joined(separator: " ")) }
      paragraph = []
    }
    for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let line = raw.trimmingCharacters(in: .whitespaces)
      if line.hasPrefix("```") || line.hasPrefix("~~~") {
        if let code = fence {
          blocks.append("`" + code.joined(separator: "\n") + "`")
          fence = nil
        } else {
          endParagraph()
          fence = []
        }
        continue
      }
      if fence != nil {
        fence?.append(String(raw))
        continue
      }
      if line.isEmpty {
        endParagraph()
        continue
      }
      if let (marker, text) = blockMarker(line) {
        endParagraph()
        if marker == .heading || marker == .item {
          blocks.append(text)
        } else {
          paragraph.append(text)
        }
        continue
      }
      paragraph.append(line)
    }
    if let code = fence { blocks.append("`" + code.joined(separator: "\n") + "`") }
    endParagraph()
    return blocks.joined()
  }

  enum Marker { case heading, item, quote }

  /// A line's block marker and the text after it.
  static func blockMarker(_ line: String) -> (Marker, String)? {
    if let hashes = line.firstIndex(where: { $0 != "#" }), line.hasPrefix("#"),
      line.distance(from: line.startIndex, to: hashes) <= 6, line[hashes] == " "
    {
      return (.heading, line[hashes...].trimmingCharacters(in: .whitespaces))
    }
    for bullet in ["- ", "* ", "+ "] where line.hasPrefix(bullet) {
      return (.item, String(line.dropFirst(2)).trimmingCharacters(in: .whitespaces))
    }
    if let dot = line.firstIndex(where: { !$0.isNumber }), dot > line.startIndex,
      line[dot] == "." || line[dot] == ")", line[line.index(after: dot)...].hasPrefix(" ")
    {
      return (.item, line[line.index(after: dot)...].trimmingCharacters(in: .whitespaces))
    }
    if line.hasPrefix(">") { return (.quote, String(line.dropFirst()).trimmingCharacters(in: .whitespaces)) }
    return nil
  }
}
