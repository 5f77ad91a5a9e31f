import Foundation

/// Tags the tokens of text, as NaturalLanguage's `NLTagger`, on a device without its language
/// models: what Unicode tells is tagged, what a model would tell is not.
///
/// - `.tokenType`: exact (`.word`, `.punctuation`, `.whitespace`, `.other` for emoji and
///   symbols).
/// - `.lexicalClass`, `.nameType`, `.nameTypeOrLexicalClass`: punctuation and whitespace get
///   their classes (`.sentenceTerminator`, `.openQuote`, `.dash`, `.paragraphBreak`, …),
///   numbers `.number`, and every other word `.otherWord`: no word is found to be a noun,
///   verb or name.
/// - `.lemma`: nil.
/// - `.language`: the recognizer's guess for the unit (nil when it cannot tell); `.script`:
///   the ISO 15924 code of most of the unit's letters (`"Latn"`).
/// - `.sentimentScore`: `"0"` (neutral) for a sentence, paragraph or document with words,
///   nil otherwise and for words, as Apple's.
///
/// Word-level schemes tag words; at a larger unit they give nil. Tokens split as
/// `NLTokenizer`'s (contractions stay one word, so `.joinContractions` changes nothing; no
/// name is found, so neither does `.joinNames`).
public final class NLTagger: @unchecked Sendable {
  /// Which tokens to leave out, and which to join, as in NaturalLanguage.
  public struct Options: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let omitWords = Options(rawValue: 1 << 0)
    public static let omitPunctuation = Options(rawValue: 1 << 1)
    public static let omitWhitespace = Options(rawValue: 1 << 2)
    public static let omitOther = Options(rawValue: 1 << 3)
    public static let joinNames = Options(rawValue: 1 << 4)
    public static let joinContractions = Options(rawValue: 1 << 5)
  }

  /// What a request for a language's tagging assets gives.
  public enum AssetsResult: Int, Sendable {
    case available, notAvailable, error
  }

  public let tagSchemes: [NLTagScheme]
  /// The text to tag.
  public var string: String?

  public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

  /// The schemes a tagger can use for a unit and language: those Vellum answers without a
  /// model at that unit.
  public static func availableTagSchemes(for unit: NLTokenUnit, language: NLLanguage) -> [NLTagScheme] {
    unit == .word
      ? [.tokenType, .lexicalClass, .nameType, .nameTypeOrLexicalClass, .language, .script]
      : [.language, .script, .sentimentScore]
  }

  /// Calls the handler at once with `.notAvailable`: a preview downloads no assets (Apple
  /// calls it later, on another queue).
  public static func requestAssets(
    for language: NLLanguage, tagScheme: NLTagScheme,
    completionHandler: @escaping @Sendable (NLTagger.AssetsResult, (any Error)?) -> Void
  ) {
    completionHandler(.notAvailable, nil)
  }

  /// `.notAvailable` (see the handler form).
  public static func requestAssets(for language: NLLanguage, tagScheme: NLTagScheme) async throws
    -> NLTagger.AssetsResult
  {
    .notAvailable
  }

  /// The text's most likely language, as `NLLanguageRecognizer` guesses it.
  public var dominantLanguage: NLLanguage? { string.flatMap(NLLanguageRecognizer.dominantLanguage(for:)) }

  /// Kept: Vellum's tagging is the same for every language.
  public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

  /// Kept, and never asked: Vellum cannot run Core ML models.
  public func setModels(_ models: [NLModel], forTagScheme tagScheme: NLTagScheme) { self.models[tagScheme] = models }
  public func models(forTagScheme tagScheme: NLTagScheme) -> [NLModel] { models[tagScheme] ?? [] }
  private var models: [NLTagScheme: [NLModel]] = [:]

  /// The token of the unit holding the index.
  public func tokenRange(at index: String.Index, unit: NLTokenUnit) -> Range<String.Index> {
    guard let string else { return index..<index }
    return tokens(string, unit: unit).first { $0.range.contains(index) }?.range ?? index..<index
  }

  /// The smallest range of whole tokens of the unit holding the range.
  public func tokenRange(for range: Range<String.Index>, unit: NLTokenUnit) -> Range<String.Index> {
    guard let string else { return range }
    let overlapping = tokens(string, unit: unit).filter { $0.range.overlaps(range) }
    guard let first = overlapping.first, let last = overlapping.last else { return range }
    return min(first.range.lowerBound, range.lowerBound)..<max(last.range.upperBound, range.upperBound)
  }

  /// The tag of the token of the unit holding the index, and the token's range.
  public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
    guard let string, let token = tokens(string, unit: unit).first(where: { $0.range.contains(index) }) else {
      return (nil, index..<index)
    }
    return (tag(of: token, in: string, unit: unit, scheme: scheme), token.range)
  }

  /// The tags of the tokens of the unit overlapping the range, less those the options omit.
  public func tags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = []
  ) -> [(NLTag?, Range<String.Index>)] {
    var tags: [(NLTag?, Range<String.Index>)] = []
    enumerateTags(in: range, unit: unit, scheme: scheme, options: options) { tag, range in
      tags.append((tag, range))
      return true
    }
    return tags
  }

  /// Calls the block with each tag and token of the unit overlapping the range, less those
  /// the options omit, in order, until it returns `false`.
  public func enumerateTags(
    in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: NLTagger.Options = [],
    using block: (NLTag?, Range<String.Index>) -> Bool
  ) {
    guard let string else { return }
    for token in tokens(string, unit: unit) where token.range.overlaps(range) {
      if unit == .word && omitted(token.kind, options) { continue }
      if !block(tag(of: token, in: string, unit: unit, scheme: scheme), token.range) { return }
    }
  }

  /// Each candidate tag of the token holding the index with its probability: the one tag,
  /// certain, or none.
  public func tagHypotheses(
    at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme, maximumCount: Int
  ) -> ([String: Double], Range<String.Index>) {
    let (tag, range) = tag(at: index, unit: unit, scheme: scheme)
    guard let tag, maximumCount > 0 else { return ([:], range) }
    return ([tag.rawValue: 1], range)
  }

  private struct Token {
    let range: Range<String.Index>
    let kind: TextSegments.Kind
  }

  private func tokens(_ string: String, unit: NLTokenUnit) -> [Token] {
    unit == .word
      ? TextSegments.words(string).map { Token(range: $0.range, kind: $0.kind) }
      : TextSegments.ranges(string, unit: unit).map { Token(range: $0, kind: .word) }
  }

  private func omitted(_ kind: TextSegments.Kind, _ options: Options) -> Bool {
    switch kind {
    case .word: options.contains(.omitWords)
    case .punctuation: options.contains(.omitPunctuation)
    case .whitespace, .lineBreak: options.contains(.omitWhitespace)
    case .symbol: options.contains(.omitOther)
    }
  }

  private func tag(of token: Token, in string: String, unit: NLTokenUnit, scheme: NLTagScheme) -> NLTag? {
    let text = string[token.range]
    switch scheme {
    case .language:
      return NLLanguageRecognizer.dominantLanguage(for: String(text)).map { NLTag($0.rawValue) }
    case .script:
      return LanguageGuess.script(text).map { NLTag($0.code) }
    case .sentimentScore:
      guard unit != .word, TextSegments.words(String(text)).contains(where: { $0.kind == .word }) else { return nil }
      return NLTag("0")
    case .tokenType:
      guard unit == .word else { return nil }
      switch token.kind {
      case .word: return .word
      case .punctuation: return .punctuation
      case .whitespace, .lineBreak: return .whitespace
      case .symbol: return .other
      }
    case .lexicalClass, .nameType, .nameTypeOrLexicalClass:
      guard unit == .word else { return nil }
      return lexicalClass(token, in: string)
    default:
      return nil
    }
  }

  private func lexicalClass(_ token: Token, in string: String) -> NLTag {
    let text = string[token.range]
    switch token.kind {
    case .word: return TextSegments.isNumeric(text) ? .number : .otherWord
    case .symbol: return .otherWord
    case .whitespace: return .whitespace
    case .lineBreak: return .paragraphBreak
    case .punctuation:
      guard let c = text.first, let scalar = c.unicodeScalars.first else { return .otherPunctuation }
      if TextSegments.isTerminal(c) { return .sentenceTerminator }
      if c == "\"" || c == "'" {
        let opens =
          token.range.lowerBound == string.startIndex
          || string[string.index(before: token.range.lowerBound)].isWhitespace
          || "([{".contains(string[string.index(before: token.range.lowerBound)])
        return opens ? .openQuote : .closeQuote
      }
      switch scalar.properties.generalCategory {
      case .initialPunctuation: return .openQuote
      case .finalPunctuation: return .closeQuote
      case .openPunctuation: return .openParenthesis
      case .closePunctuation: return .closeParenthesis
      case .dashPunctuation: return .dash
      default: return .otherPunctuation
      }
    }
  }
}
