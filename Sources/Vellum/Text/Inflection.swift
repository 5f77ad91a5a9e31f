import Foundation

/// Automatic grammar agreement, as Foundation applies it to Markdown's `^[text](inflect: true)`
/// in a localized string (`Text("^[\(count) book](inflect: true)")`): the phrase's noun agrees
/// with the number before it, "1 book", "0 books", "3 people".
///
/// Vellum inflects English only: its phrase's last word is the noun, plural unless the first
/// number in the phrase is exactly 1. `morphology: { number: "…" }` sets the number outright.
/// Other languages, and agreement with an argument or concept, leave the text as written.
enum Inflection {
  /// The phrase as it reads with the attributes written after it (`inflect: true`, …).
  static func apply(_ phrase: String, attributes: String) -> String {
    let compact = attributes.filter { !$0.isWhitespace && $0 != "\"" }
    if compact.contains("number:plural") || compact.contains("number:other") { return pluralizingLastWord(phrase) }
    if compact.contains("number:singular") || compact.contains("number:one") { return phrase }
    guard compact.contains("inflect:true") else { return phrase }
    guard let count = firstNumber(in: phrase), count != 1 else { return phrase }
    return pluralizingLastWord(phrase)
  }

  /// The first number written in the phrase, grouping separators allowed ("1,250").
  static func firstNumber(in phrase: String) -> Double? {
    for word in phrase.split(whereSeparator: \.isWhitespace) {
      let digits = word.filter { $0 != "," }
      if let first = digits.first, first.isNumber || first == "-" || first == ".", let value = Double(digits) {
        return value
      }
    }
    return nil
  }

  static func pluralizingLastWord(_ phrase: String) -> String {
    guard let end = phrase.lastIndex(where: \.isLetter) else { return phrase }
    var start = end
    while start > phrase.startIndex, phrase[phrase.index(before: start)].isLetter {
      start = phrase.index(before: start)
    }
    let word = String(phrase[start...end])
    return phrase[..<start] + plural(of: word) + phrase[phrase.index(after: end)...]
  }

  /// An English noun's plural, keeping its capitals.
  static func plural(of word: String) -> String {
    let lower = word.lowercased()
    if invariant.contains(lower) || irregularPlurals.contains(lower) { return word }
    let plural: String
    if let irregular = irregular[lower] {
      plural = irregular
    } else if let stem = fStems.first(where: { lower.hasSuffix($0.singular) }) {
      plural = lower.dropLast(stem.singular.count) + stem.plural
    } else if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
      plural = lower.dropLast() + "ies"
    } else if ["s", "x", "z", "ch", "sh"].contains(where: { lower.hasSuffix($0) }) || oEs.contains(lower) {
      plural = lower + "es"
    } else {
      plural = lower + "s"
    }
    if word == word.uppercased(), word.count > 1 { return plural.uppercased() }
    if word.first?.isUppercase == true { return plural.prefix(1).uppercased() + plural.dropFirst() }
    return plural
  }

  static let invariant: Set<String> = [
    "sheep", "fish", "deer", "series", "species", "aircraft", "moose", "information", "equipment", "news",
  ]
  static let irregular: [String: String] = [
    "person": "people", "man": "men", "woman": "women", "child": "children", "foot": "feet", "tooth": "teeth",
    "mouse": "mice", "goose": "geese", "ox": "oxen", "datum": "data", "index": "indices", "cactus": "cacti",
  ]
  static let irregularPlurals = Set(irregular.values)
  /// Endings in f or fe whose plural is in ves (the nouns that take it; "roof" takes s).
  /// In a fixed order, so a word that ends in two of them ("shelf", "elf") always takes the first.
  static let fStems: [(singular: String, plural: String)] = [
    ("knife", "knives"), ("wife", "wives"), ("life", "lives"), ("leaf", "leaves"), ("loaf", "loaves"),
    ("half", "halves"), ("shelf", "shelves"), ("wolf", "wolves"), ("calf", "calves"), ("thief", "thieves"),
    ("elf", "elves"),
  ]
  static let oEs: Set<String> = ["potato", "tomato", "hero", "echo", "veto", "torpedo"]
}
