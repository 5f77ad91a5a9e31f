import Foundation
import SwiftData
import Testing

@testable import Vellum

@Model
final class DataTrip {
  var name: String
  var days: Int
  var start: Date?
  @Attribute(.unique) var code: String
  @Relationship(deleteRule: .cascade) var stops: [DataStop] = []

  init(_ name: String, days: Int, code: String) {
    self.name = name
    self.days = days
    self.code = code
  }
}

/// A model with an `id` of its own, which SwiftData's default `id` leaves alone.
@Model
final class DataBadge {
  var id: String
  init(id: String) { self.id = id }
}

@Model
final class DataStop {
  var city: String
  init(city: String) { self.city = city }
}

/// A versioned schema with constraints, as apps that migrate their stores declare it.
enum DataSchemaV1: VersionedSchema {
  static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
  static var models: [any PersistentModel.Type] { [DataBook.self] }

  @Model
  final class DataBook {
    #Unique<DataBook>([\.title, \.author])
    #Index<DataBook>([\.title], [\.author])
    var title: String
    var author: String
    init(title: String, author: String) {
      self.title = title
      self.author = author
    }
  }
}

enum DataMigrationPlan: SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { [DataSchemaV1.self] }
  static var stages: [MigrationStage] { [] }
}

/// A bare `@Query`: every trip, in insertion order.
struct DataAllTrips: View {
  @Query private var trips: [DataTrip]
  var body: some View { Text("\(trips.count) trips") }
}

struct DataTripList: View {
  @Query(filter: #Predicate<DataTrip> { $0.days > 2 }, sort: \DataTrip.name) var trips: [DataTrip]
  var body: some View {
    VStack {
      ForEach(trips) { Text($0.name) }
      Text("\(trips.count) long trips")
    }
  }
}

/// A list that fills itself when it appears, as previews with sample data often do.
struct DataSelfFillingList: View {
  @Environment(\.modelContext) private var context
  @Query(sort: \DataTrip.name) private var trips: [DataTrip]
  var body: some View {
    VStack {
      ForEach(trips) { Text($0.name) }
    }
    .onAppear {
      if trips.isEmpty {
        context.insert(DataTrip("Quito", days: 4, code: "uio"))
        context.insert(DataTrip("Cairo", days: 2, code: "cai"))
      }
    }
  }
}

/// SwiftData for previews: `@Model` classes kept in memory by a container, fetched with
/// predicates and sort descriptors, read by `@Query` through `.modelContainer`.
@Suite struct SwiftDataTests {
  func texts(_ view: some View) -> [String] {
    LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852)).description
      .split(separator: "\n").compactMap { line in
        line.range(of: "Text(\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
      }
  }

  @MainActor func container() throws -> ModelContainer {
    let container = try ModelContainer(
      for: DataTrip.self, DataStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for (name, days) in [("Oslo", 3), ("Lima", 1), ("Kyoto", 9), ("Accra", 5)] {
      container.mainContext.insert(DataTrip(name, days: days, code: name.lowercased()))
    }
    container.mainContext.insert(DataStop(city: "Bergen"))
    return container
  }

  @Test @MainActor func fetchFiltersSortsAndPages() throws {
    let context = try container().mainContext
    let all = try context.fetch(FetchDescriptor<DataTrip>())
    #expect(all.map(\.name) == ["Oslo", "Lima", "Kyoto", "Accra"], "insertion order, and only trips")
    var descriptor = FetchDescriptor<DataTrip>(
      predicate: #Predicate { $0.days >= 3 }, sortBy: [SortDescriptor(\.days, order: .reverse)])
    #expect(try context.fetch(descriptor).map(\.name) == ["Kyoto", "Accra", "Oslo"])
    let search = "KYO"
    let found = try context.fetch(
      FetchDescriptor<DataTrip>(predicate: #Predicate { $0.name.localizedStandardContains(search) }))
    #expect(found.map(\.name) == ["Kyoto"], "a search filter, as SwiftData apps write it")
    descriptor.fetchOffset = 1
    descriptor.fetchLimit = 1
    #expect(try context.fetch(descriptor).map(\.name) == ["Accra"])
    #expect(try context.fetchCount(FetchDescriptor<DataStop>()) == 1)
    var enumerated: [String] = []
    try context.enumerate(FetchDescriptor<DataTrip>(sortBy: [SortDescriptor(\.name)])) { enumerated.append($0.name) }
    #expect(enumerated == ["Accra", "Kyoto", "Lima", "Oslo"], "enumerate walks what fetch finds, in its order")

    let lima = try #require(all.first { $0.name == "Lima" })
    context.insert(lima)
    #expect(try context.fetchCount(FetchDescriptor<DataTrip>()) == 4, "inserting twice adds nothing")
    context.delete(lima)
    try context.delete(model: DataTrip.self, where: #Predicate { $0.name == "Oslo" })
    #expect(try context.fetch(FetchDescriptor<DataTrip>()).map(\.name) == ["Kyoto", "Accra"])
    #expect(lima == lima && lima != all[0] && lima.persistentModelID != all[0].persistentModelID)
  }

  /// `#Unique`, `#Index`, a `VersionedSchema` and a migration plan compile and leave an
  /// in-memory container that stores what a preview inserts.
  @Test @MainActor func versionedSchemasAndConstraintsAreAccepted() throws {
    let container = try ModelContainer(
      for: Schema(versionedSchema: DataSchemaV1.self), migrationPlan: DataMigrationPlan.self,
      configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
    #expect(container.schema.types.count == 1)
    container.mainContext.insert(DataSchemaV1.DataBook(title: "Dune", author: "Herbert"))
    let books = try container.mainContext.fetch(FetchDescriptor<DataSchemaV1.DataBook>())
    #expect(books.map(\.title) == ["Dune"])
  }

  /// A model made where a dead one was (glibc's allocator reuses the address at once; under
  /// AddressSanitizer's quarantine it does not, and the order must rise all the same) gets an
  /// identifier of its own, later in the order, not the dead one's.
  @Test func aModelAtAReusedAddressIsOrderedAsNew() {
    var last: PersistentIdentifier?
    for index in 0..<50 {
      let stop = DataStop(city: "Stop \(index)")
      let id = stop.persistentModelID
      if let last { #expect(last < id, "stop \(index)") }
      last = id
    }
  }

  /// A model knows the context it was inserted into, and identifiers sort in insertion order.
  @Test @MainActor func modelsKnowTheirContextAndIdentifiersSort() throws {
    let container = try ModelContainer(
      for: DataStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let first = DataStop(city: "Lyon")
    let second = DataStop(city: "Nice")
    #expect(first.modelContext == nil)
    container.mainContext.insert(first)
    container.mainContext.insert(second)
    #expect(first.modelContext === container.mainContext)
    #expect(first.persistentModelID < second.persistentModelID)
    let sorted = try container.mainContext.fetch(
      FetchDescriptor<DataStop>(sortBy: [SortDescriptor(\.persistentModelID, order: .reverse)]))
    #expect(sorted.map(\.city) == ["Nice", "Lyon"])
    container.mainContext.delete(first)
    #expect(first.modelContext == nil)
  }

  /// An identifier is `Codable`, as SwiftData's: an app keeps one (in defaults, in an intent's
  /// entity) and decodes it to find its model again in the same run; one from another run
  /// finds none.
  @Test @MainActor func identifiersEncodeAndFindTheirModelAgain() throws {
    let container = try ModelContainer(
      for: DataStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let stop = DataStop(city: "Porto")
    container.mainContext.insert(stop)
    container.mainContext.insert(DataStop(city: "Braga"))
    let data = try JSONEncoder().encode(stop.persistentModelID)
    let decoded = try JSONDecoder().decode(PersistentIdentifier.self, from: data)
    #expect(decoded == stop.persistentModelID && decoded.hashValue == stop.persistentModelID.hashValue)
    let found: DataStop? = container.mainContext.registeredModel(for: decoded)
    #expect(found?.city == "Porto")
    var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    json["run"] = UUID().uuidString
    let elsewhere = try JSONDecoder().decode(
      PersistentIdentifier.self, from: try JSONSerialization.data(withJSONObject: json))
    #expect(elsewhere != stop.persistentModelID)
    let none: DataStop? = container.mainContext.registeredModel(for: elsewhere)
    #expect(none == nil, "an identifier from another run names no model of this one")
  }

  /// A model's `id` is its `persistentModelID`, as SwiftData's `Identifiable` conformance
  /// gives it, so a view model can return `entry.id` as a `PersistentIdentifier`; a model
  /// that declares its own `id` keeps it.
  @Test @MainActor func aModelsIdentityIsItsPersistentIdentifier() throws {
    let container = try ModelContainer(
      for: DataStop.self, DataBadge.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let stop = DataStop(city: "Arles")
    container.mainContext.insert(stop)
    let saved: PersistentIdentifier? = stop.id
    #expect(saved == stop.persistentModelID)
    #expect(DataStop(city: "Arles").id != stop.id)
    let badge = DataBadge(id: "gold")
    let own: String = badge.id
    #expect(own == "gold")
    #expect(Set([badge, DataBadge(id: "silver")].map(\.id)) == ["gold", "silver"])
  }

  /// Models set on a relationship of an inserted model are inserted with it, as SwiftData
  /// does, so a preview's sample data that links them after inserting the owner shows them.
  @Test @MainActor func relatedModelsAreInsertedWithTheirOwner() throws {
    let container = try ModelContainer(
      for: DataTrip.self, DataStop.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    let trip = DataTrip("Coast", days: 4, code: "C1")
    container.mainContext.insert(trip)
    trip.stops = [DataStop(city: "Brest"), DataStop(city: "Vannes")]
    let stops = try container.mainContext.fetch(FetchDescriptor<DataStop>())
    #expect(stops.map(\.city) == ["Brest", "Vannes"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<DataTrip>()) == 1)
  }

  @Test @MainActor func queryReadsTheContainerOfItsEnvironment() throws {
    let container = try container()
    #expect(texts(DataTripList().modelContainer(container)) == ["Accra", "Kyoto", "Oslo", "3 long trips"])
    #expect(texts(DataTripList().modelContainer(for: DataTrip.self, inMemory: true)) == ["0 long trips"])
    #expect(texts(DataTripList()) == ["0 long trips"], "no container: an empty context, as iOS shows nothing")
    #expect(texts(DataAllTrips().modelContainer(container)) == ["4 trips"], "a bare @Query reads every model")
  }

  @Test @MainActor func modelsAreFoundByTheirIdentifier() throws {
    let context = try container().mainContext
    let kyoto = try #require(try context.fetch(FetchDescriptor<DataTrip>()).first { $0.name == "Kyoto" })
    #expect(context.model(for: kyoto.persistentModelID) as? DataTrip === kyoto)
    let found: DataTrip? = context.registeredModel(for: kyoto.persistentModelID)
    #expect(found === kyoto)
    let configuration = ModelConfiguration(
      schema: Schema([DataTrip.self]), isStoredInMemoryOnly: true, groupContainer: .none, cloudKitDatabase: .none)
    #expect(configuration.isStoredInMemoryOnly)
  }

  @Test @MainActor func aScenesContainerReachesItsWindow() throws {
    let container = try container()
    let scene = WindowGroup { DataTripList() }.modelContainer(container)
    #expect(scene.windows.map(texts) == [["Accra", "Kyoto", "Oslo", "3 long trips"]])
  }

  @Test @MainActor func aQueryShowsModelsInsertedWhenTheViewAppears() throws {
    let container = try ModelContainer(
      for: DataTrip.self, configurations: ModelConfiguration(for: DataTrip.self, isStoredInMemoryOnly: true))
    #expect(texts(DataSelfFillingList().modelContainer(container)) == ["Cairo", "Quito"])
    #expect(try container.mainContext.fetchCount(FetchDescriptor<DataTrip>()) == 2, "inserted once")
  }
}
