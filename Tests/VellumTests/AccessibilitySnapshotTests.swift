import Foundation
import Testing
import Vellum
import VellumCairo

@testable import VellumPreview

/// The accessibility snapshot: what VoiceOver would read, in order, with the modifiers that
/// change it honoured; exported beside images and checked by `verify` like a golden.
@Suite struct AccessibilitySnapshotTests {
  let cli = CommandLineTests()
  static let screen = ["VELLUM_TEST_ACCESSIBILITY": "1"]

  func elements<V: View>(_ view: V) throws -> [String] {
    var environment = EnvironmentValues()
    environment.textMeasurer = try TestFonts.engine()
    let snapshot = LayoutSnapshot(
      of: view, proposal: ProposedViewSize(width: 300, height: 400), scale: 2, environment: environment)
    return snapshot.accessibilityElements.map { element in
      ([element.label.debugDescription] + (element.value.map { ["= \($0)"] } ?? []) + element.traits).joined(
        separator: " ")
    }
  }

  @Test func textsImagesAndControlsAreElementsInTreeOrder() throws {
    let read = try elements(
      VStack {
        Text("Title").accessibilityAddTraits(.isHeader)
        Image(systemName: "star.fill")
        Button("Save") {}
        Link("Help", destination: URL(string: "https://example.com")!)
        Toggle("Wi-Fi", isOn: .constant(false))
        Color.red.frame(width: 10, height: 10)
      })
    #expect(
      read == [
        "\"Title\" header staticText", "\"star.fill\" image", "\"Save\" button", "\"Help\" link",
        "\"Wi-Fi\" = off toggle",
      ], "a colour is no element; a link is not also a button")
  }

  /// A heading's level is spoken with it; it makes the view a header, and a combined
  /// element keeps its child's level.
  @Test func headingLevelsAreHeadersWithTheirLevel() throws {
    let read = try elements(
      VStack {
        Text("Recent").accessibilityHeading(.h2)
        Text("Plain").accessibilityHeading(.unspecified)
        HStack { Text("Due").accessibilityHeading(.h3) }.accessibilityElement(children: .combine)
      })
    #expect(read == ["\"Recent\" header h2 staticText", "\"Plain\" header staticText", "\"Due\" header h3 staticText"])
  }

  @Test func modifiersLabelHideCombineIgnoreAndOrder() throws {
    let read = try elements(
      VStack {
        Text("Second")
        HStack {
          Text("Ada")
          Text("Lovelace")
        }
        .accessibilityElement(children: .combine)
        HStack {
          Text("inner")
          Image(systemName: "heart")
        }
        .accessibilityElement().accessibilityLabel("Liked")
        Text("gone").accessibilityHidden(true)
        VStack {
          Text("b")
          Text("a").accessibilitySortPriority(2)
        }
        .accessibilityElement(children: .contain)
        Text("Price").accessibilityValue("3 euros").accessibilityRemoveTraits(.isStaticText)
        Text("First").accessibilitySortPriority(1)
      })
    #expect(
      read == [
        "\"First\" staticText", "\"Second\" staticText", "\"Ada, Lovelace\" staticText", "\"Liked\"",
        "\"a\" staticText", "\"b\" staticText", "\"Price\" = 3 euros",
      ])
  }

  @Test func renderPrintsTheSnapshotAndExportWritesItWithTheNumberedImage() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let render = try cli.run(
      "vellum-test-catalog", ["render", "Account", "--accessibility"], environment: Self.screen, in: folder)
    #expect(
      render.out == """
        1. "Read me first" [staticText] (12, 220, 80.06×16)
        2. "Account" [header, staticText] (12, 24, 77.42×26.5)
        3. "person.circle, Ada Lovelace" [image, staticText] (12, 60.5, 127.71×20.5)
        4. "Status", value "signed in" [staticText] (12, 91, 70.46×20.5)
        5. "Notifications", value "on" [toggle] (12, 148.5, 216×31)
        6. "Sign out" [button] (12, 189.5, 62.9×20.5)

        """, "\(render.err)")
    let export = try cli.run(
      "vellum-test-catalog", ["export", "--out", "e", "--filter", "Account", "--scheme", "light", "--accessibility"],
      environment: Self.screen, in: folder)
    #expect(export.code == 0, "\(export.err)")
    let text = try String(
      contentsOf: folder.appendingPathComponent("e/Account.light@2x.accessibility.txt"), encoding: .utf8)
    #expect(text == render.out, "the same snapshot")
    let plain = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("e/Account.light@2x.png"))).image
    let numbered = try PNG.decode(
      Data(contentsOf: folder.appendingPathComponent("e/Account.light@2x.accessibility.png"))
    ).image
    #expect(numbered.width == plain.width && numbered.height == plain.height && numbered != plain)
  }

  @Test func verifyChecksTheSnapshotLikeAGolden() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["verify", "--goldens", "g", "--filter", "Account", "--scheme", "light", "--accessibility"]
    let record = try cli.run(
      "vellum-test-catalog", arguments + ["--record", "missing"], environment: Self.screen, in: folder)
    #expect(record.code == 1 && record.out.contains("recorded"), "\(record.out)")
    let golden = folder.appendingPathComponent("g/Account.light@2x.accessibility.txt")
    #expect(try String(contentsOf: golden, encoding: .utf8).contains("6. \"Sign out\" [button]"))
    let again = try cli.run("vellum-test-catalog", arguments, environment: Self.screen, in: folder)
    #expect(again.code == 0, "\(again.out)")
    // Only the snapshot's golden missing: the image passes, the snapshot fails.
    try FileManager.default.removeItem(at: golden)
    let missing = try cli.run("vellum-test-catalog", arguments, environment: Self.screen, in: folder)
    #expect(missing.code == 1 && missing.out.contains("no golden at \(golden.path)"), "\(missing.out)")
    _ = try cli.run("vellum-test-catalog", arguments + ["--record", "missing"], environment: Self.screen, in: folder)

    var relabelled = Self.screen
    relabelled["VELLUM_TEST_RELABEL"] = "1"
    let changed = try cli.run("vellum-test-catalog", arguments, environment: relabelled, in: folder)
    #expect(changed.code == 1)
    let report = try Report.read(from: folder.appendingPathComponent(".build/vellum-report"))
    let message = try #require(report.entries.first?.message)
    #expect(message.contains("Account.light@2x.png does not match its golden"), "\(message)")
    #expect(message.contains("Account.light@2x.accessibility.txt does not match its golden"), "\(message)")
    #expect(message.contains("-6. \"Sign out\" [button]") && message.contains("+6. \"Log out\" [button]"), "\(message)")
  }
}
