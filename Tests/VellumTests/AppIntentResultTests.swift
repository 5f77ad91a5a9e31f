import AppIntents
import Foundation
import SwiftUI
import Testing

/// App Intents as a water-tracking app declares them: parameters with dialogs, results that
/// return values, speak and show snippets, an open intent, shortcuts with phrases. No system
/// runs them in a preview; the app (or a test) that calls `perform()` gets the result.
@Suite struct AppIntentResultTests {
  struct Drink: AppEntity {
    var id: String
    var name: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Drink" }
    static var defaultQuery: DrinkQuery { DrinkQuery() }
    var displayRepresentation: DisplayRepresentation { "\(name)" }
  }

  struct DrinkQuery: EnumerableEntityQuery {
    static let all = [Drink(id: "w", name: "Water"), Drink(id: "t", name: "Tea")]
    func entities(for identifiers: [Drink.ID]) async throws -> [Drink] {
      Self.all.filter { identifiers.contains($0.id) }
    }
    func allEntities() async throws -> [Drink] { Self.all }
  }

  struct CountCups: AppIntent {
    static var title: LocalizedStringResource { "Count cups" }
    @Parameter(title: "Cups", default: 2) var cups: Int

    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
      .result(value: cups * 2)
    }
  }

  struct LogDrink: AppIntent {
    static var title: LocalizedStringResource { "Log a drink" }
    @Parameter(title: "Drink", description: "What you drank", requestValueDialog: "What did you drink?")
    var drink: String
    @Parameter(
      title: "Note", default: "",
      inputOptions: String.IntentInputOptions(capitalizationType: .none, multiline: true, autocorrect: false))
    var note: String
    @Parameter(title: "Size") var size: Int?
    @Parameter(title: "Tags", default: []) var tags: [String]
    @Parameter(title: "Kind", requestDisambiguationDialog: "Which one?") var kind: Drink?

    func perform() async throws -> some IntentResult & ReturnsValue<String> & ProvidesDialog {
      guard !drink.isEmpty else { throw $drink.needsValueError("Which drink?") }
      return .result(value: drink, dialog: "Logged \(drink)")
    }
  }

  struct ShowTotal: AppIntent {
    static var title: LocalizedStringResource { "Show total" }
    func perform() async throws -> some IntentResult & ProvidesDialog & ShowsSnippetView {
      .result(dialog: IntentDialog(full: "You drank 6 cups today", supporting: "6 cups", systemImageName: "drop")) {
        Text("6 cups")
      }
    }
  }

  struct OpenDrink: OpenIntent {
    static var title: LocalizedStringResource { "Open drink" }
    @Parameter(title: "Drink") var target: Drink
    func perform() async throws -> some IntentResult { .result() }
  }

  struct LogAndOpen: AppIntent {
    static var title: LocalizedStringResource { "Log and open" }
    func perform() async throws -> some IntentResult & OpensIntent {
      let open = OpenDrink()
      open.target = DrinkQuery.all[0]
      return .result(opensIntent: open)
    }
  }

  struct Shortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
      AppShortcut(
        intent: LogDrink(), phrases: ["Log a drink in \(.applicationName)", "\(.applicationName) log"],
        shortTitle: "Log", systemImageName: "drop")
      if Bool(true) {
        AppShortcut(intent: CountCups(), phrases: ["Count cups with \(.applicationName)"])
      }
    }
  }

  @Test func aResultReturnsItsValueWhenTheAppPerformsTheIntent() async throws {
    let intent = CountCups()
    #expect(try await intent.perform().value == 4)
    intent.cups = 5
    let result: some IntentResult & ReturnsValue<Int> = try await intent.perform()
    #expect(result.value == 10)
  }

  @Test func parametersKeepTheirDialogsDefaultsAndOptions() async throws {
    let intent = LogDrink()
    #expect(intent.$drink.requestValueDialog.map { String(localized: $0.full) } == "What did you drink?")
    #expect(intent.$drink.description.map { String(localized: $0) } == "What you drank")
    #expect(intent.note == "" && intent.$note.inputOptions?.multiline == true)
    #expect(intent.size == nil && intent.tags.isEmpty && intent.kind == nil, "optional and array parameters")
    #expect(intent.$kind.requestDisambiguationDialog.map { String(localized: $0.full) } == "Which one?")
    intent.drink = ""
    await #expect(throws: (any Error).self) { try await intent.perform() }
    await #expect(throws: (any Error).self) { try await intent.$drink.requestValue() }
    intent.drink = "Tea"
    intent.tags = ["warm"]
    let result = try await intent.perform()
    #expect(result.value == "Tea" && intent.tags == ["warm"])
  }

  @Test func resultsCarryDialogsSnippetsAndIntentsToOpen() async throws {
    let logged: IntentResultContainer<String, Never, Never, IntentDialog> = .result(
      value: "Tea", dialog: "Logged \("Tea")")
    #expect(logged.dialog.map { String(localized: $0.full) } == "Logged Tea")
    let total: IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> = .result(
      dialog: "Six"
    ) { Text("6") }
    #expect(total.view != nil && total.value == nil)
    let shown = try await ShowTotal().perform()
    #expect(shown.value == nil)
    let opened: IntentResultContainer<Never, OpenDrink, Never, Never> = .result(opensIntent: OpenDrink())
    #expect(opened.opensIntent != nil)
    _ = try await LogAndOpen().perform()
    #expect(OpenDrink.openAppWhenRun)
  }

  @Test func shortcutsEntitiesAndIdentifiers() async throws {
    let shortcuts = Shortcuts.appShortcuts
    #expect(shortcuts.count == 2)
    #expect(shortcuts[0].phrases == ["Log a drink in ${applicationName}", "${applicationName} log"])
    #expect(shortcuts[0].systemImageName == "drop" && shortcuts[1].shortTitle == nil)
    #expect(Shortcuts.shortcutTileColor == .navy)
    #expect(try await DrinkQuery().allEntities().map(\.name) == ["Water", "Tea"])
    let identifier = EntityIdentifier(for: DrinkQuery.all[1])
    #expect(identifier.identifier == "t" && identifier == EntityIdentifier(for: Drink.self, identifier: "t"))
    let decoded = try JSONDecoder().decode(EntityIdentifier.self, from: try JSONEncoder().encode(identifier))
    #expect(decoded == identifier)
  }
}
