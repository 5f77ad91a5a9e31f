import AppIntents
import CoreSpotlight
import Foundation
import Testing
import UniformTypeIdentifiers

/// CoreSpotlight with an index that keeps nothing: writes succeed at once and searches find
/// nothing; AppIntents' indexed entities go through the same index.
@Suite struct CoreSpotlightTests {
  final class Calls: @unchecked Sendable {
    var errors: [(any Error)?] = []
  }

  @Test func indexingSucceedsAndNothingIsFound() async throws {
    let attributes = CSSearchableItemAttributeSet(contentType: .text)
    attributes.title = "Groceries"
    attributes.contentDescription = "Milk, eggs"
    attributes.keywords = ["shopping"]
    attributes.thumbnailData = Data([1, 2, 3])
    let item = CSSearchableItem(uniqueIdentifier: "list-1", domainIdentifier: "lists", attributeSet: attributes)
    #expect(item.attributeSet.contentType == "public.text" && item.attributeSet.keywords == ["shopping"])
    #expect(
      CSSearchableItem(uniqueIdentifier: nil, domainIdentifier: nil, attributeSet: attributes).uniqueIdentifier != "")

    let index = CSSearchableIndex.default()
    #expect(index === CSSearchableIndex.default() && CSSearchableIndex.isIndexingAvailable())
    let calls = Calls()
    index.indexSearchableItems([item]) { calls.errors.append($0) }
    index.deleteSearchableItems(withIdentifiers: ["list-1"]) { calls.errors.append($0) }
    index.deleteAllSearchableItems { calls.errors.append($0) }
    #expect(calls.errors.count == 3 && calls.errors.allSatisfy { $0 == nil })
    try await index.indexSearchableItems([item])
    try await index.deleteSearchableItems(withDomainIdentifiers: ["lists"])

    let query = CSSearchQuery(queryString: "title == \"Groceries\"*cd", attributes: ["title"])
    var found: [CSSearchableItem] = []
    var completed = false
    query.foundItemsHandler = { found += $0 }
    query.completionHandler = { completed = $0 == nil }
    query.start()
    #expect(completed && found.isEmpty && query.foundItemCount == 0)
    #expect(CSSearchableItemActionType == "com.apple.corespotlightitem")
  }

  struct NoteEntity: IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Note" }
    static let defaultQuery = NoteQuery()
    let id: String
    let title: String
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)", subtitle: "A note") }
  }

  struct NoteQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [NoteEntity] { [] }
  }

  /// An entity that describes itself for Spotlight, as an app's protocol extension does.
  struct TaggedEntity: IndexedEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Tag" }
    static let defaultQuery = TagQuery()
    let id: UUID
    var displayRepresentation: DisplayRepresentation { "Tag" }
    var attributeSet: CSSearchableItemAttributeSet {
      let attributes = CSSearchableItemAttributeSet(contentType: .content)
      attributes.displayName = "Custom"
      return attributes
    }
  }

  struct TagQuery: EntityQuery {
    func entities(for identifiers: [UUID]) async throws -> [TaggedEntity] { [] }
  }

  @Test func indexedEntitiesDescribeThemselvesAndIndexQuietly() async throws {
    let note = NoteEntity(id: "n1", title: "Milk")
    #expect(note.attributeSet.title == "Milk" && note.attributeSet.contentDescription == "A note")
    #expect(note.attributeSet.contentType == UTType.content.identifier)
    #expect(TaggedEntity(id: UUID()).attributeSet.displayName == "Custom")
    try await CSSearchableIndex.default().indexAppEntities([note])
    try await CSSearchableIndex.default().deleteAppEntities(identifiedBy: ["n1"], ofType: NoteEntity.self)
    let id = UUID()
    #expect(UUID.entityIdentifier(for: id.entityIdentifierString) == id)
    #expect(Int.entityIdentifier(for: "12") == 12 && "a".entityIdentifierString == "a")
  }
}
