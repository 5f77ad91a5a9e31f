/// Splits text into words, sentences or paragraphs, as NaturalLanguage's `NLTokenizer`, by
/// Unicode's default rules in a simple form (see Vellum's notes below): Apple's tokenizer
/// uses ICU with dictionaries for Chinese, Japanese and Thai and knows abbreviations, which
/// Vellum does not. Words leave out spaces and punctuation, as Apple's do; sentences and
/// paragraphs keep the spaces and line break after them.
///
/// Vellum's rules: words are runs of letters, marks and digits, joined across an apostrophe
/// or a full stop inside them (`don't`, `3.14`) and a comma between digits (`1,000`); each
/// Han ideograph and hiragana is a word; an emoji or another symbol is a token of its own. A
/// sentence ends after `.`, `!`, `?` or `…` with the quotes, brackets and spaces after them,
/// unless a `.` is followed by a lowercase letter or a digit, and after a line break.
public final class NLTokenizer: @unchecked Sendable {
  /// What tokens hold, as in NaturalLanguage.
  public struct Attributes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let numeric = Attributes(rawValue: 1 << 0)
    public static let symbolic = Attributes(rawValue: 1 << 1)
    public static let emoji = Attributes(rawValue: 1 << 2)
  }

  public let unit: NLTokenUnit
  /// The text to split.
  public var string: String?

  public init(unit: NLTokenUnit) { self.unit = unit }

  /// Kept: Vellum's rules are the same for every language.
  public func setLanguage(_ language: NLLanguage) {}

  /// The tokens that overlap the range, whole.
  public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
    tokensWithAttributes(overlapping: range).map(\.0)
  }

  /// Calls the block with each token that overlaps the range and its attributes, in order,
  /// until it returns `false`.
  public func enumerateTokens(
    in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool
  ) {
    for (token, attributes) in tokensWithAttributes(overlapping: range) {
      if !block(token, attributes) { return }
    }
  }

  /// The token holding the index; an empty range at the index when there is none (a space
  /// between words).
  public func tokenRange(at index: String.Index) -> Range<String.Index> {
    guard let string else { return index..<index }
    return all(string).first { $0.0.contains(index) }?.0 ?? index..<index
  }

  /// The smallest range of whole tokens holding the range.
  public func tokenRange(for range: Range<String.Index>) -> Range<String.Index> {
    let tokens = self.tokens(for: range)
    guard let first = tokens.first, let last = tokens.last else { return range }
    return min(first.lowerBound, range.lowerBound)..<max(last.upperBound, range.upperBound)
  }

  private func tokensWithAttributes(overlapping range: Range<String.Index>) -> [(Range<String.Index>, Attributes)] {
    guard let string else { return [] }
    return all(string).filter { $0.0.overlaps(range) }
  }

  private func all(_ string: String) -> [(Range<String.Index>, Attributes)] {
    guard unit == .word else { return TextSegments.ranges(string, unit: unit).map { ($0, []) } }
    return TextSegments.words(string).compactMap { segment in
      switch segment.kind {
      case .word:
        return (segment.range, TextSegments.isNumeric(string[segment.range]) ? .numeric : [])
      case .symbol:
        let scalar = string[segment.range].unicodeScalars.first
        let emoji = scalar.map { $0.properties.isEmojiPresentation || $0.properties.isEmoji } ?? false
        return (segment.range, emoji ? [.symbolic, .emoji] : .symbolic)
      case .punctuation, .whitespace, .lineBreak:
        return nil
      }
    }
  }
}
