import AppIntents
import Foundation
import Testing

/// App Intents' entities and enums, as a habit widget's configuration declares them: the
/// query answers when the app calls it, and an intent holds an entity parameter.
@Suite struct AppEntityTests {
  struct Habit: AppEntity {
    var id: String
    var name: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Habit" }
    static var defaultQuery: HabitQuery { HabitQuery() }
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", subtitle: "daily") }
  }

  struct HabitQuery: EntityQuery {
    static let all = [Habit(id: "a", name: "Run"), Habit(id: "b", name: "Read")]
    func entities(for identifiers: [Habit.ID]) async throws -> [Habit] {
      Self.all.filter { identifiers.contains($0.id) }
    }
  }

  enum Period: String, AppEnum {
    case day, week
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Period" }
    static var caseDisplayRepresentations: [Period: DisplayRepresentation] {
      [.day: "Day", .week: DisplayRepresentation(title: "Week", image: .init(systemName: "calendar"))]
    }
  }

  struct PickHabit: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Pick a habit" }
    @Parameter(title: "Habit") var habit: Habit?
    @Parameter(title: "Period", default: .week) var period: Period
  }

  @Test func queriesAnswerWhenTheAppAsksAndIntentsHoldEntities() async throws {
    let query = Habit.defaultQuery
    #expect(try await query.entities(for: ["b"]).map(\.name) == ["Read"])
    #expect(try await query.suggestedEntities().isEmpty, "no suggestions unless the query gives them")
    #expect(await query.defaultResult() == nil)
    #expect(Habit.typeDisplayRepresentation.name.key == "Habit")
    #expect(String(localized: HabitQuery.all[0].displayRepresentation.title) == "Run")
    #expect(Period.caseDisplayRepresentations[.week]?.image?.systemName == "calendar")
    let intent = PickHabit()
    #expect(intent.habit == nil && intent.period == .week)
    intent.habit = HabitQuery.all[1]
    #expect(intent.habit?.id == "b")
  }
}
