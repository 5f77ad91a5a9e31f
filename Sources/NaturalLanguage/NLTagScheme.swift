/// What a tagger tags tokens with, as NaturalLanguage's `NLTagScheme`, with Apple's raw values.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public static let tokenType = NLTagScheme("TokenType")
  public static let lexicalClass = NLTagScheme("LexicalClass")
  public static let nameType = NLTagScheme("NameType")
  public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
  public static let lemma = NLTagScheme("Lemma")
  public static let language = NLTagScheme("Language")
  public static let script = NLTagScheme("Script")
  public static let sentimentScore = NLTagScheme("SentimentScore")
}
