/// The size of the pieces text is split into, as NaturalLanguage's `NLTokenUnit`.
public enum NLTokenUnit: Int, Sendable {
  case word = 0, sentence, paragraph, document
}
