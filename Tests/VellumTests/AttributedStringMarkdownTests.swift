import Foundation
import Testing

@testable import Vellum
import VellumCairo

/// `AttributedString(markdown:)`, which Linux's Foundation lacks: chat and assistant screens
/// show a model's Markdown reply with `Text(try AttributedString(markdown: reply))`.
struct AttributedStringMarkdownTests {
  func intents(_ string: AttributedString) -> [(String, InlinePresentationIntent?)] {
    string.runs.map { run in
      (
        String(string[run.range].characters),
        run[AttributeScopes.SwiftUIAttributes.InlinePresentationIntentAttribute.self]
      )
    }
  }

  @Test func inlineStylesBecomeIntentsAndLinks() throws {
    let read = try AttributedString(
      markdown: "Say **bold**, *soft*, `code`, ~~gone~~ and [docs](https://example.org/a).")
    #expect(String(read.characters) == "Say bold, soft, code, gone and docs.")
    let runs = intents(read)
    #expect(runs.contains { $0.0 == "bold" && $0.1 == .stronglyEmphasized })
    #expect(runs.contains { $0.0 == "soft" && $0.1 == .emphasized })
    #expect(runs.contains { $0.0 == "code" && $0.1 == .code })
    #expect(runs.contains { $0.0 == "gone" && $0.1 == .strikethrough })
    let link = try #require(read.runs.first { $0.link != nil })
    #expect(String(read[link.range].characters) == "docs")
    #expect(link.link == URL(string: "https://example.org/a"))
  }

  @Test func aRelativeLinkIsResolvedAgainstTheBaseURL() throws {
    let read = try AttributedString(markdown: "[next](b/c)", baseURL: URL(string: "https://example.org/a/"))
    #expect(read.runs.first?.link == URL(string: "https://example.org/a/b/c"))
  }

  @Test func fullSyntaxLeavesBlockMarkersAndBreaksOut() throws {
    let source = "# Title\n\nFirst line\nsecond line\n\n- one\n- **two**\n\n1. three"
    let read = try AttributedString(markdown: source)
    // Blocks follow each other with nothing between them, as `Text` shows Apple's result.
    #expect(String(read.characters) == "TitleFirst line second lineonetwothree")
  }

  @Test func inlineOnlySyntaxKeepsOrCollapsesWhiteSpace() throws {
    let source = "one\n\n**two**   three"
    let kept = try AttributedString(
      markdown: source, options: .init(interpretedSyntax: .inlineOnlyPreservingWhitespace))
    #expect(String(kept.characters) == "one\n\ntwo   three")
    let collapsed = try AttributedString(markdown: source, options: .init(interpretedSyntax: .inlineOnly))
    #expect(String(collapsed.characters) == "one two three")
  }

  @Test func textDrawsTheRunsAsSwiftUIsMarkdown() throws {
    func list(_ text: Text) throws -> String {
      try ImageRenderer().displayList(text, size: .unspecified).displayList.description
    }
    let markdown = "Plain **bold** *it* `mono`"
    #expect(try list(Text(AttributedString(markdown: markdown))) == list(Text(LocalizedStringKey(markdown))))
    #expect(try list(Text(AttributedString(markdown: markdown))) != list(Text(verbatim: "Plain bold it mono")))
  }
}
