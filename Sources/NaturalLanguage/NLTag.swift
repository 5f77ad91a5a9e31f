/// A tag a tagger gives a token, as NaturalLanguage's `NLTag`, with Apple's raw values. A
/// sentiment score is a tag whose raw value is the score (`"0"`).
public struct NLTag: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  // Token types.
  public static let word = NLTag("Word")
  public static let punctuation = NLTag("Punctuation")
  public static let whitespace = NLTag("Whitespace")
  public static let other = NLTag("Other")

  // Lexical classes.
  public static let noun = NLTag("Noun")
  public static let verb = NLTag("Verb")
  public static let adjective = NLTag("Adjective")
  public static let adverb = NLTag("Adverb")
  public static let pronoun = NLTag("Pronoun")
  public static let determiner = NLTag("Determiner")
  public static let particle = NLTag("Particle")
  public static let preposition = NLTag("Preposition")
  public static let number = NLTag("Number")
  public static let conjunction = NLTag("Conjunction")
  public static let interjection = NLTag("Interjection")
  public static let classifier = NLTag("Classifier")
  public static let idiom = NLTag("Idiom")
  public static let otherWord = NLTag("OtherWord")
  public static let sentenceTerminator = NLTag("SentenceTerminator")
  public static let openQuote = NLTag("OpenQuote")
  public static let closeQuote = NLTag("CloseQuote")
  public static let openParenthesis = NLTag("OpenParenthesis")
  public static let closeParenthesis = NLTag("CloseParenthesis")
  public static let wordJoiner = NLTag("WordJoiner")
  public static let dash = NLTag("Dash")
  public static let otherPunctuation = NLTag("OtherPunctuation")
  public static let paragraphBreak = NLTag("ParagraphBreak")
  public static let otherWhitespace = NLTag("OtherWhitespace")

  // Name types.
  public static let personalName = NLTag("PersonalName")
  public static let placeName = NLTag("PlaceName")
  public static let organizationName = NLTag("OrganizationName")
}
