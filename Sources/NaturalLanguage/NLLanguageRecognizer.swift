/// Guesses the language of text, as NaturalLanguage's `NLLanguageRecognizer`. Apple's uses a
/// statistical model of some sixty languages; Vellum's guesses by the scripts of the letters
/// and, for Latin letters, by the commonest short words of English, French, German, Spanish,
/// Italian, Portuguese and Dutch. Text it cannot tell (no letters, or Latin text without any
/// of those words) has no dominant language (nil) and no hypotheses.
public final class NLLanguageRecognizer: @unchecked Sendable {
  private var text = ""

  /// Weights of languages the text is likely in; kept (Vellum's guess does not weigh them).
  public var languageHints: [NLLanguage: Double] = [:]
  /// The languages the answer must be among; empty for any.
  public var languageConstraints: [NLLanguage] = []

  public init() {}

  /// The most likely language of a text, or nil.
  public static func dominantLanguage(for string: String) -> NLLanguage? {
    let recognizer = NLLanguageRecognizer()
    recognizer.processString(string)
    return recognizer.dominantLanguage
  }

  /// Adds text to what the recognizer has read.
  public func processString(_ string: String) { text += string }

  /// The most likely language of the text read, or nil.
  public var dominantLanguage: NLLanguage? { hypotheses.first?.0 }

  /// The likeliest languages, at most `maxHypotheses`, with their probabilities.
  public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
    Dictionary(uniqueKeysWithValues: hypotheses.prefix(max(0, maxHypotheses)).map { ($0.0, $0.1) })
  }

  /// Forgets the text read, keeping hints and constraints.
  public func reset() { text = "" }

  private var hypotheses: [(NLLanguage, Double)] {
    let all = LanguageGuess.hypotheses(text)
    guard !languageConstraints.isEmpty else { return all }
    let allowed = all.filter { languageConstraints.contains($0.0) }
    let total = allowed.reduce(0) { $0 + $1.1 }
    return total > 0 ? allowed.map { ($0.0, $0.1 / total) } : []
  }
}
