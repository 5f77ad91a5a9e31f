/// How Vellum splits text, for the tokenizer and the tagger: Unicode's default boundaries
/// (UAX #29) in a simple form, without ICU's dictionaries and exceptions.
///
/// - Words are runs of letters, marks and digits (and `_`), joined across one apostrophe or
///   `.` between letters or digits (`don't`, `e.g`, `3.14`) and one `,` between digits
///   (`1,000`); each Han ideograph and each hiragana is a word of its own, as UAX #29 leaves
///   them without a dictionary. An emoji or another symbol is a token of its own; each
///   punctuation mark is one; a run of spaces is one, and so is each line break.
/// - A sentence ends after `.`, `!`, `?`, `…` (and the CJK full stops), with the closing
///   quotes and brackets and the spaces after them, unless a `.` is followed by a lowercase
///   letter or a digit (`e.g. this`, `3.5`); it also ends after a line break, which it keeps.
/// - A paragraph ends after a line break, which it keeps.
enum TextSegments {
  enum Kind: Equatable {
    case word, punctuation, whitespace, lineBreak, symbol
  }

  struct Segment {
    let range: Range<String.Index>
    let kind: Kind
  }

  /// The word-level segments of the whole string, covering it.
  static func words(_ text: String) -> [Segment] {
    var segments: [Segment] = []
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let next = text.index(after: index)
      if isWordCharacter(character) {
        if isStandalone(character) {
          segments.append(Segment(range: index..<next, kind: .word))
          index = next
          continue
        }
        var end = next
        while end < text.endIndex {
          let c = text[end]
          if isWordCharacter(c) && !isStandalone(c) {
            end = text.index(after: end)
            continue
          }
          // One joiner between word characters stays inside the word.
          let after = text.index(after: end)
          guard after < text.endIndex, isWordCharacter(text[after]), !isStandalone(text[after]) else { break }
          let before = text[text.index(before: end)]
          let joins =
            c == "'" || c == "\u{2019}" || c == "\u{00B7}" || c == "."
            || ((c == "," || c == ";") && before.isNumber && text[after].isNumber)
          guard joins else { break }
          end = after
        }
        segments.append(Segment(range: index..<end, kind: .word))
        index = end
      } else if isLineBreak(character) {
        segments.append(Segment(range: index..<next, kind: .lineBreak))
        index = next
      } else if isSpace(character) {
        var end = next
        while end < text.endIndex, isSpace(text[end]), !isLineBreak(text[end]) { end = text.index(after: end) }
        segments.append(Segment(range: index..<end, kind: .whitespace))
        index = end
      } else if character.isPunctuation {
        segments.append(Segment(range: index..<next, kind: .punctuation))
        index = next
      } else {
        segments.append(Segment(range: index..<next, kind: .symbol))
        index = next
      }
    }
    return segments
  }

  /// The sentences of the string, covering it.
  static func sentences(_ text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      if isLineBreak(character) {
        index = text.index(after: index)
        ranges.append(start..<index)
        start = index
        continue
      }
      guard isTerminal(character) else {
        index = text.index(after: index)
        continue
      }
      var onlyFullStops = character == "."
      var end = text.index(after: index)
      while end < text.endIndex, isTerminal(text[end]) {
        onlyFullStops = onlyFullStops && text[end] == "."
        end = text.index(after: end)
      }
      while end < text.endIndex, isCloser(text[end]) { end = text.index(after: end) }
      let spaceStart = end
      while end < text.endIndex, isSpace(text[end]), !isLineBreak(text[end]) { end = text.index(after: end) }
      if end < text.endIndex, isLineBreak(text[end]) { end = text.index(after: end) }
      let hadSpace = end > spaceStart
      if end < text.endIndex, onlyFullStops || !hadSpace {
        let following = text[end]
        // "3.5", "U.S.", "e.g. this": not the end of a sentence.
        if !hadSpace && (following.isLetter || following.isNumber)
          || (hadSpace && onlyFullStops
            && !isLineBreak(text[text.index(before: end)]) && (following.isLowercase || following.isNumber))
        {
          index = end
          continue
        }
      }
      ranges.append(start..<end)
      start = end
      index = end
    }
    if start < text.endIndex { ranges.append(start..<text.endIndex) }
    return ranges
  }

  /// The paragraphs of the string, covering it.
  static func paragraphs(_ text: String) -> [Range<String.Index>] {
    var ranges: [Range<String.Index>] = []
    var start = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if isLineBreak(text[index]) {
        ranges.append(start..<next)
        start = next
      }
      index = next
    }
    if start < text.endIndex { ranges.append(start..<text.endIndex) }
    return ranges
  }

  /// The ranges of a unit, covering the string.
  static func ranges(_ text: String, unit: NLTokenUnit) -> [Range<String.Index>] {
    switch unit {
    case .word: words(text).map(\.range)
    case .sentence: sentences(text)
    case .paragraph: paragraphs(text)
    case .document: text.isEmpty ? [] : [text.startIndex..<text.endIndex]
    }
  }

  static func isWordCharacter(_ c: Character) -> Bool {
    guard let scalar = c.unicodeScalars.first else { return false }
    if c == "_" { return true }
    if scalar.properties.isEmojiPresentation || (scalar.properties.isEmoji && scalar.value > 0xFF && !c.isLetter) {
      return false
    }
    return c.isLetter || c.isNumber || scalar.properties.isAlphabetic
  }

  /// Han ideographs and hiragana, which are words one character at a time.
  static func isStandalone(_ c: Character) -> Bool {
    guard let scalar = c.unicodeScalars.first else { return false }
    return scalar.properties.isIdeographic || (0x3040...0x309F).contains(scalar.value)
  }

  static func isSpace(_ c: Character) -> Bool { c.isWhitespace }

  static func isLineBreak(_ c: Character) -> Bool { c.isNewline && c != "\u{2028}" }

  static func isTerminal(_ c: Character) -> Bool {
    ".!?…。！？‼⁇⁈⁉".contains(c)
  }

  static func isCloser(_ c: Character) -> Bool {
    "\"')]}»”’」』）".contains(c)
  }

  /// Whether a word is made of digits (and their separators) only.
  static func isNumeric(_ word: Substring) -> Bool {
    word.contains { $0.isNumber } && word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," || $0 == ";" }
  }
}
