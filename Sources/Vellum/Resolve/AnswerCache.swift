import Foundation

/// Answers by question, for a node's sizes by proposal and a text's measurements by width.
/// Most nodes are asked a handful of questions (0, ∞, nil and the proposals they are placed
/// under; text in nested stacks about twelve), so a short list searched in order beats
/// hashing; a cache asked many more moves on to a dictionary.
struct AnswerCache<Question: Hashable, Answer> {
  private struct Entry {
    var question: Question
    var answer: Answer
  }
  /// The first answer, kept inline: most nodes are asked one question, and an array would
  /// cost each of them an allocation.
  private var first: Entry?
  private var recent: [Entry] = []
  private var many: [Question: Answer]?
  private static var listLimit: Int { 16 }

  /// The first answer given, if any.
  var firstAnswer: Answer? { first?.answer }

  subscript(question: Question) -> Answer? {
    if let first, first.question == question { return first.answer }
    if let many { return many[question] }
    for entry in recent where entry.question == question { return entry.answer }
    return nil
  }

  mutating func insert(_ answer: Answer, for question: Question) {
    if first == nil {
      first = Entry(question: question, answer: answer)
    } else if many != nil {
      many![question] = answer
    } else if recent.count < Self.listLimit {
      if recent.isEmpty { recent.reserveCapacity(4) }
      recent.append(Entry(question: question, answer: answer))
    } else {
      var table = Dictionary(recent.map { ($0.question, $0.answer) }, uniquingKeysWith: { first, _ in first })
      table[question] = answer
      many = table
      recent = []
    }
  }

  mutating func removeAll() {
    first = nil
    recent.removeAll(keepingCapacity: true)
    many = nil
  }
}
