import Foundation
import SwiftData
import Testing

@testable import Vellum

// Models written in the idioms apps use, which Apple's `@Model` accepts because it makes
// each stored `var` a persisted (computed) property whose storage always holds a value.

enum IdiomUrgency: String, Codable, CaseIterable { case low, high }

struct IdiomSpot: Codable, Hashable {
  var latitude: Double
  var longitude: Double
}

@Model
final class IdiomShelf {
  @Attribute(.unique) var name: String
  @Relationship(deleteRule: .cascade, inverse: \IdiomMemo.folder) var notes: [IdiomMemo]? = []
  var createdAt: Date = Date.now

  init(name: String) { self.name = name }
}

@Model
final class IdiomMemo {
  @Attribute(.unique) var id: UUID = UUID()
  var title: String = ""
  var body: String
  var words: Int
  var priority: IdiomUrgency = IdiomUrgency.low
  var place: IdiomSpot?
  var tags: [String] = []
  private(set) var edits: Int = 0
  var pinned: Bool = false {
    didSet { edits += 1 }
  }
  @Relationship var folder: IdiomShelf?
  @Transient var isSelected = false

  /// A computed property over stored ones, with a setter.
  var summary: String {
    get { title.isEmpty ? body : title }
    set { title = newValue }
  }

  init(body: String, priority: IdiomUrgency = .low) {
    self.body = body
    // Read before `words` is set: Apple's persisted properties allow it.
    self.words = self.body.split(separator: " ").count
    self.priority = priority
    // No parameter of that name: the property is assigned its own value, as a chat app's
    // message model does (it was "assigning a property to itself", fifteenth round).
    self.folder = folder
  }

  func pin() { pinned = true }
}

/// `@Model` classes in the idioms apps write compile and keep their values.
@Suite struct SwiftDataModelIdiomTests {
  @Test @MainActor func modelsInAppIdiomsCompileAndKeepTheirValues() throws {
    let container = try ModelContainer(
      for: IdiomShelf.self, IdiomMemo.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let context = container.mainContext
    let folder = IdiomShelf(name: "Trips")
    context.insert(folder)
    let note = IdiomMemo(body: "pack the tent", priority: .high)
    #expect(note.words == 3 && note.priority == .high && note.folder == nil && note.title.isEmpty)
    #expect(note.summary == "pack the tent")
    note.summary = "Packing"
    #expect(note.title == "Packing" && note.summary == "Packing")
    note.place = IdiomSpot(latitude: 48.1, longitude: -1.7)
    note.tags.append("camping")
    note.pin()
    #expect(note.pinned && note.edits == 1, "a stored property's didSet runs")
    #expect(note.place?.latitude == 48.1 && note.tags == ["camping"])
    folder.notes?.append(note)
    note.folder = folder
    let notes = try context.fetch(
      FetchDescriptor<IdiomMemo>(predicate: #Predicate { $0.words > 2 }, sortBy: [SortDescriptor(\.title)]))
    #expect(notes.map(\.title) == ["Packing"], "inserted with its folder, fetched by a persisted property")
    #expect(notes.first?.folder?.name == "Trips" && folder.notes?.count == 1)
    let other = IdiomMemo(body: "")
    #expect(other.words == 0 && other.priority == .low && other.id != note.id)
  }
}
