import Foundation
import NaturalLanguage
import Testing

/// NaturalLanguage without Apple's models: Unicode's boundaries split text, the scripts and
/// common words guess its language, and nothing a model would tell is told.
@Suite struct NaturalLanguageTests {
  func pieces(_ text: String, _ unit: NLTokenUnit) -> [String] {
    let tokenizer = NLTokenizer(unit: unit)
    tokenizer.string = text
    return tokenizer.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) }
  }

  @Test func wordsLeaveOutSpacesAndPunctuation() {
    #expect(
      pieces("Don't panic: it's 3.14, or 1,000 (e.g. more)—well-known 🙂", .word) == [
        "Don't", "panic", "it's", "3.14", "or", "1,000", "e.g", "more", "well", "known", "🙂",
      ])
    #expect(pieces("東京は晴れ", .word) == ["東", "京", "は", "晴", "れ"], "Han and hiragana one by one")
    #expect(pieces("", .word).isEmpty && pieces("  …  ", .word).isEmpty)

    let text = "Call me at 5 today 🎉"
    let tokenizer = NLTokenizer(unit: .word)
    tokenizer.string = text
    var attributes: [String: NLTokenizer.Attributes] = [:]
    tokenizer.enumerateTokens(in: text.startIndex..<text.endIndex) { range, found in
      attributes[String(text[range])] = found
      return true
    }
    #expect(attributes["5"] == .numeric && attributes["🎉"]?.contains(.emoji) == true && attributes["Call"] == [])
    let today = text.range(of: "oda")!
    #expect(text[tokenizer.tokenRange(at: today.lowerBound)] == "today")
    #expect(text[tokenizer.tokenRange(for: today)] == "today")
    #expect(tokenizer.tokenRange(at: text.firstIndex(of: " ")!).isEmpty, "no word at a space")
  }

  @Test func sentencesAndParagraphsKeepWhatFollowsThem() {
    #expect(
      pieces("Hello there. How are you? I'm fine, e.g. really! It costs 3.5 euros.\nNew line", .sentence) == [
        "Hello there. ", "How are you? ", "I'm fine, e.g. really! ", "It costs 3.5 euros.\n", "New line",
      ])
    #expect(pieces("He said \"Stop.\" Then he left.", .sentence) == ["He said \"Stop.\" ", "Then he left."])
    #expect(pieces("First\n\nSecond\nThird", .paragraph) == ["First\n", "\n", "Second\n", "Third"])
    #expect(pieces("All of it. Really.", .document) == ["All of it. Really."])
  }

  @Test func languagesAreGuessedByScriptAndCommonWords() {
    #expect(NLLanguageRecognizer.dominantLanguage(for: "The weather is very good today") == .english)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Je suis très content de vous voir") == .french)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Ich bin heute sehr müde und das ist gut") == .german)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Hoy estoy muy feliz con mi familia") == .spanish)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "今日はいい天気ですね") == .japanese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "这是我的书") == .simplifiedChinese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "這是我的書") == .traditionalChinese)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "안녕하세요") == .korean)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Привет, как дела?") == .russian)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Привіт, як справи? Їжак") == .ukrainian)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Καλημέρα") == .greek)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "12345 !!!") == nil)
    #expect(NLLanguageRecognizer.dominantLanguage(for: "Zanzibar") == nil, "no common word to tell by")

    let recognizer = NLLanguageRecognizer()
    recognizer.processString("The cat and ")
    recognizer.processString("le chien et the dog")
    let hypotheses = recognizer.languageHypotheses(withMaximum: 2)
    #expect(hypotheses.count == 2 && recognizer.dominantLanguage == .english)
    #expect(abs(hypotheses.values.reduce(0, +) - 1) < 1e-9 && hypotheses[.english]! > hypotheses[.french]!)
    recognizer.languageConstraints = [.french, .german]
    #expect(recognizer.dominantLanguage == .french)
    recognizer.reset()
    #expect(recognizer.dominantLanguage == nil)
  }

  @Test func taggersTagWhatUnicodeTellsAndNoMore() {
    let text = "Tim bought 2 apples in Paris. (Really!)"
    let tagger = NLTagger(tagSchemes: [.tokenType, .lexicalClass, .nameType, .lemma, .sentimentScore, .language])
    tagger.string = text
    let all = text.startIndex..<text.endIndex
    let lexical = tagger.tags(in: all, unit: .word, scheme: .lexicalClass, options: [.omitWhitespace])
    #expect(
      lexical.map { String(text[$0.1]) } == [
        "Tim", "bought", "2", "apples", "in", "Paris", ".", "(", "Really", "!", ")",
      ])
    #expect(
      lexical.map { $0.0 } == [
        .otherWord, .otherWord, .number, .otherWord, .otherWord, .otherWord, .sentenceTerminator, .openParenthesis,
        .otherWord, .sentenceTerminator, .closeParenthesis,
      ])
    let names = tagger.tags(
      in: all, unit: .word, scheme: .nameType, options: [.omitPunctuation, .omitWhitespace, .joinNames])
    #expect(names.count == 7 && !names.contains { $0.0 == .personalName || $0.0 == .placeName })
    #expect(tagger.tags(in: all, unit: .word, scheme: .tokenType).filter { $0.0 == .whitespace }.count == 6)
    #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .lemma).0 == nil)

    // Sentiment is neutral where there are words, as apps read it: Double(tag.rawValue).
    let (score, range) = tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore)
    #expect(score?.rawValue == "0" && Double(score!.rawValue) == 0 && range == all)
    #expect(tagger.tags(in: all, unit: .sentence, scheme: .sentimentScore).count == 2)
    #expect(tagger.tag(at: text.startIndex, unit: .word, scheme: .sentimentScore).0 == nil)
    tagger.string = "   "
    #expect(tagger.tag(at: tagger.string!.startIndex, unit: .paragraph, scheme: .sentimentScore).0 == nil)

    tagger.string = "The food was very good. Der Hund ist sehr müde."
    let languages = tagger.tags(
      in: tagger.string!.startIndex..<tagger.string!.endIndex, unit: .sentence, scheme: .language)
    #expect(languages.map { $0.0?.rawValue } == ["en", "de"])
    let scripts = NLTagger(tagSchemes: [.script])
    scripts.string = "Hello Привет"
    #expect(scripts.tag(at: scripts.string!.startIndex, unit: .word, scheme: .script).0 == NLTag("Latn"))
    #expect(
      scripts.tag(at: scripts.string!.index(before: scripts.string!.endIndex), unit: .word, scheme: .script).0
        == NLTag("Cyrl"))
  }

  @Test func nothingNeedingAModelIsAvailable() async throws {
    #expect(NLEmbedding.wordEmbedding(for: .english) == nil)
    #expect(NLEmbedding.sentenceEmbedding(for: .english) == nil)
    let missing = #expect(throws: CocoaError.self) {
      try NLModel(contentsOf: URL(fileURLWithPath: "/nonexistent/Sentiment.mlmodelc"))
    }
    #expect(missing?.code == .fileReadNoSuchFile)
    let unreadable = #expect(throws: CocoaError.self) { try NLEmbedding(contentsOf: URL(fileURLWithPath: "/")) }
    #expect(unreadable?.code == .fileReadCorruptFile)
    #expect(try await NLTagger.requestAssets(for: .french, tagScheme: .sentimentScore) == .notAvailable)
    #expect(NLTagger.availableTagSchemes(for: .sentence, language: .english).contains(.sentimentScore))
  }
}
