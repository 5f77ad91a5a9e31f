import Foundation
import Testing

@testable import Vellum

/// Issue 29: `Text("^[\(count) book](inflect: true)")`, automatic grammar agreement, as a
/// reading list's header and a to-do app's counts write it. Vellum drew the caret and the
/// phrase as a link, in the tint.
@Suite struct InflectionTests {
  func drawn(_ text: Text) -> String {
    Renderer(text, proposal: ProposedViewSize(width: 393, height: 100)).displayList.description
  }

  @Test func theNounAgreesWithTheNumberBeforeIt() {
    for (count, expected) in [(0, "0 books"), (1, "1 book"), (2, "2 books"), (1250, "1,250 books")] {
      let list = drawn(Text("^[\(count) book](inflect: true)"))
      #expect(list.contains("\"\(expected)\""), "\(count): \(list)")
    }
    #expect(drawn(Text("You have ^[\(3) new message](inflect: true).")).contains("\"You have 3 new messages.\""))
    #expect(drawn(Text("^[\(1) new message](inflect: true)")).contains("\"1 new message\""))
  }

  @Test func irregularAndSpelledPlurals() {
    #expect(Inflection.plural(of: "person") == "people")
    #expect(Inflection.plural(of: "Category") == "Categories")
    #expect(Inflection.plural(of: "day") == "days", "a vowel before y")
    #expect(Inflection.plural(of: "box") == "boxes")
    #expect(Inflection.plural(of: "match") == "matches")
    #expect(Inflection.plural(of: "shelf") == "shelves")
    #expect(Inflection.plural(of: "roof") == "roofs")
    #expect(Inflection.plural(of: "sheep") == "sheep")
    #expect(Inflection.plural(of: "ITEM") == "ITEMS")
    #expect(Inflection.apply("2 people", attributes: "inflect: true") == "2 people", "already plural")
    #expect(Inflection.apply("3 red apple", attributes: "inflect: true") == "3 red apples", "the last word is the noun")
  }

  @Test func morphologySetsTheNumberAndOtherAttributesLeaveTheText() {
    #expect(Inflection.apply("apple", attributes: "morphology: { number: \"plural\" }") == "apples")
    #expect(Inflection.apply("2 apple", attributes: "morphology: { number: \"one\" }") == "2 apple")
    #expect(Inflection.apply("2 apple", attributes: "agreeWithArgument: 1") == "2 apple")
    #expect(Inflection.apply("a few apple", attributes: "inflect: true") == "a few apple", "no number, no agreement")
  }

  @Test func theInflectedPhraseIsPlainText() {
    let list = drawn(Text("^[\(2) photo](inflect: true)"))
    #expect(list.contains("\"2 photos\"") && !list.contains("^") && !list.contains("inflect"))
    let tint = Paint.color(RGBA(Color.accentColor.resolve(in: EnvironmentValues()))).description
    #expect(!list.contains("\(tint) \"2 photos\""), "not drawn as a link")
  }
}
