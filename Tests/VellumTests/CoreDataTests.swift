import CoreData
import Foundation
import Testing

@testable import Vellum

// Two entities written as `vellum-core-data-classes` writes Xcode's generated classes.

public class CDFolder: NSManagedObject {}

extension CDFolder: Identifiable {}

extension CDFolder: _GeneratedEntity {
  public static func _entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription? {
    type == CDFolder.self ? folderEntity : nil
  }
}

private let folderEntity = NSEntityDescription(
  name: "CDFolder", managedObjectClass: CDFolder.self,
  attributes: [NSAttributeDescription(name: "name"), NSAttributeDescription(name: "rank", defaultValue: Int16(5))],
  relationships: [
    NSRelationshipDescription(name: "notes", destination: "CDNote", inverse: "folder", toMany: true)
  ])

extension CDFolder {
  public var name: String? {
    get { value(forKey: "name") as? String }
    set { setValue(newValue, forKey: "name") }
  }
  public var rank: Int16 {
    get { value(forKey: "rank") as? Int16 ?? 0 }
    set { setValue(newValue, forKey: "rank") }
  }
  public var notes: NSSet? {
    get { value(forKey: "notes") as? NSSet }
    set { setValue(newValue, forKey: "notes") }
  }
  public func addToNotes(_ value: CDNote) { _add(value, to: "notes") }
  public func removeFromNotes(_ value: CDNote) { _remove(value, from: "notes") }
}

public class CDNote: NSManagedObject {}

extension CDNote: Identifiable {}

extension CDNote: _GeneratedEntity {
  public static func _entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription? {
    type == CDNote.self ? noteEntity : type == CDChecklist.self ? checklistEntity : nil
  }
}

private let noteRelationships = [
  NSRelationshipDescription(name: "folder", destination: "CDFolder", inverse: "notes", toMany: false)
]
private let noteEntity = NSEntityDescription(
  name: "CDNote", managedObjectClass: CDNote.self,
  attributes: [NSAttributeDescription(name: "title"), NSAttributeDescription(name: "created")],
  relationships: noteRelationships)

/// A subentity of CDNote.
public class CDChecklist: CDNote {}

private let checklistEntity = NSEntityDescription(
  name: "CDChecklist", managedObjectClass: CDChecklist.self, parentNames: ["CDNote"],
  attributes: [NSAttributeDescription(name: "title"), NSAttributeDescription(name: "created")],
  relationships: noteRelationships)

extension CDNote {
  public class func fetchRequest() -> NSFetchRequest<CDNote> { NSFetchRequest<CDNote>(entityName: "CDNote") }
  public var title: String? {
    get { value(forKey: "title") as? String }
    set { setValue(newValue, forKey: "title") }
  }
  public var created: Date? {
    get { value(forKey: "created") as? Date }
    set { setValue(newValue, forKey: "created") }
  }
  public var pinned: Bool {
    get { value(forKey: "pinned") as? Bool ?? false }
    set { setValue(newValue, forKey: "pinned") }
  }
  public var folder: CDFolder? {
    get { value(forKey: "folder") as? CDFolder }
    set { setValue(newValue, forKey: "folder") }
  }
}

extension CDNote {
  /// A computed section key, as apps add to their generated classes.
  var folderName: String { folder?.name ?? "None" }
}

// Two hand-written classes as `vellum preview` compiles their `@NSManaged` declarations:
// an ordered to-many relationship with Xcode's index accessors, its to-many inverse typed as
// a Swift set.

public class CDPlaylist: NSManagedObject {}

public class CDSong: NSManagedObject {}

extension CDPlaylist: _GeneratedEntity {
  public static func _entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription? {
    _ = songEntity
    return playlistEntity
  }
}

extension CDSong: _GeneratedEntity {
  public static func _entityDescription(of type: NSManagedObject.Type) -> NSEntityDescription? {
    _ = playlistEntity
    return songEntity
  }
}

private let playlistEntity = NSEntityDescription(
  name: "CDPlaylist", managedObjectClass: CDPlaylist.self,
  relationships: [
    NSRelationshipDescription(name: "songs", destination: "CDSong", inverse: "playlists", toMany: true, ordered: true)
  ])
private let songEntity = NSEntityDescription(
  name: "CDSong", managedObjectClass: CDSong.self, attributes: [NSAttributeDescription(name: "name")],
  relationships: [
    NSRelationshipDescription(name: "playlists", destination: "CDPlaylist", inverse: "songs", toMany: true)
  ])

extension CDPlaylist {
  public var songs: NSOrderedSet? {
    get { _managedValue(forKey: "songs") }
    set { _setManagedValue(newValue, forKey: "songs") }
  }
  public func addToSongs(_ value: CDSong) { _addManaged(value, to: "songs") }
  public func insertIntoSongs(_ value: CDSong, at idx: Int) { _insertManaged(value, at: idx, into: "songs") }
  public func insertIntoSongs(_ values: [CDSong], at indexes: NSIndexSet) {
    _insertManaged(values, at: indexes, into: "songs")
  }
  public func removeFromSongs(at idx: Int) { _removeManaged(at: idx, from: "songs") }
  public func removeFromSongs(at indexes: NSIndexSet) { _removeManaged(at: indexes, from: "songs") }
  public func replaceSongs(at idx: Int, with value: CDSong) { _replaceManaged(at: idx, with: value, in: "songs") }
  var names: [String] { (songs?.array as? [CDSong] ?? []).map { $0.name ?? "-" } }
}

extension CDSong {
  public var name: String? {
    get { _managedValue(forKey: "name") }
    set { _setManagedValue(newValue, forKey: "name") }
  }
  public var playlists: Set<CDPlaylist> {
    get { _managedValue(forKey: "playlists") }
    set { _setManagedValue(newValue, forKey: "playlists") }
  }
}

/// Core Data for previews: objects kept in memory by a container, fetched with predicate
/// strings and sort descriptors, read by `@FetchRequest` through `\.managedObjectContext`.
@Suite struct CoreDataTests {
  /// A container as Xcode's template makes its preview: in memory, with samples saved.
  func container() throws -> NSPersistentContainer {
    let container = NSPersistentContainer(name: "Notes")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    var loaded = 0
    container.loadPersistentStores { _, error in
      #expect(error == nil)
      loaded += 1
    }
    #expect(loaded == 1, "the handler is called once per store")
    let context = container.viewContext
    let work = CDFolder(context: context)
    work.name = "Work"
    let home = CDFolder(context: context)
    home.name = "Home"
    let samples: [(String?, Double?, CDFolder, Bool)] = [
      ("Budget", 3, work, true), ("Éclair recipe", 1, home, false), ("Standup", nil, work, false),
      ("Garden", 2, home, true), (nil, 4, work, false),
    ]
    for (title, day, folder, pinned) in samples {
      let note = CDNote(context: context)
      note.title = title
      note.created = day.map { Date(timeIntervalSince1970: $0 * 86_400) }
      note.pinned = pinned
      note.folder = folder
    }
    try context.save()
    return container
  }

  func titles(_ request: NSFetchRequest<CDNote>, in container: NSPersistentContainer) throws -> [String] {
    try container.viewContext.fetch(request).map { $0.title ?? "-" }
  }

  func titles(where format: String, _ arguments: any CVarArg..., in container: NSPersistentContainer) throws
    -> [String]
  {
    let request = CDNote.fetchRequest() as NSFetchRequest<CDNote>
    request.predicate = NSPredicate(format: format, argumentArray: arguments)
    request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
    return try titles(request, in: container)
  }

  @Test func fetchesSortAndPageAnEntitysObjects() throws {
    let container = try container()
    let request: NSFetchRequest<CDNote> = CDNote.fetchRequest()
    #expect(
      try titles(request, in: container) == ["Budget", "Éclair recipe", "Standup", "Garden", "-"], "insertion order")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \CDNote.created, ascending: true)]
    #expect(try titles(request, in: container) == ["Standup", "Éclair recipe", "Garden", "Budget", "-"], "nil first")
    request.sortDescriptors = [NSSortDescriptor(keyPath: \CDNote.title, ascending: false)]
    #expect(
      try titles(request, in: container) == ["Éclair recipe", "Standup", "Garden", "Budget", "-"],
      "by the characters' code points, as Core Data's compare: does; nil last when descending")
    request.sortDescriptors = [
      NSSortDescriptor(key: "folder.name", ascending: false), NSSortDescriptor(key: "title", ascending: true),
    ]
    #expect(try titles(request, in: container) == ["-", "Budget", "Standup", "Garden", "Éclair recipe"])
    request.fetchOffset = 1
    request.fetchLimit = 2
    #expect(try titles(request, in: container) == ["Budget", "Standup"])
    #expect(try container.viewContext.count(for: request) == 2)
    let folders = NSFetchRequest<NSFetchRequestResult>(entityName: "CDFolder")
    #expect(try container.viewContext.fetch(folders).count == 2, "only the entity named")
    #expect(CDFolder(context: container.viewContext).rank == 5, "a new object starts with the model's default")
  }

  /// A settings screen's "restore backup" destroys the store at its URL and adds one back:
  /// accepted, no file is touched, and the objects stay in memory.
  @Test func destroyingAndAddingAStoreKeepsTheObjects() throws {
    let container = try container()
    let coordinator = container.persistentStoreCoordinator
    let url = URL(fileURLWithPath: "/tmp/vellum-never-written/Notes.sqlite")
    try coordinator.destroyPersistentStore(at: url, type: .sqlite)
    let store = try coordinator.addPersistentStore(type: .sqlite, at: url)
    #expect(store.type == NSSQLiteStoreType && store.url == url)
    #expect(coordinator.persistentStores.count == 1)
    try coordinator.destroyPersistentStore(at: url, ofType: NSSQLiteStoreType)
    #expect(coordinator.persistentStores.isEmpty)
    #expect(!FileManager.default.fileExists(atPath: url.deletingLastPathComponent().path))
    #expect(try container.viewContext.count(for: CDNote.fetchRequest() as NSFetchRequest<CDNote>) == 5)
  }

  @Test func predicateStringsSelectAsCoreDataDoes() throws {
    let container = try container()
    let work = try container.viewContext.fetch(NSFetchRequest<CDFolder>(entityName: "CDFolder")).first {
      $0.name == "Work"
    }!
    let cases: [(String, [any CVarArg], [String])] = [
      ("pinned == YES", [], ["Budget", "Garden"]),
      ("pinned == %@", [false], ["-", "Standup", "Éclair recipe"]),
      ("title CONTAINS[cd] %@", ["ECLAIR"], ["Éclair recipe"]),
      ("title BEGINSWITH 'Bu' OR title ENDSWITH[c] 'DEN'", [], ["Budget", "Garden"]),
      ("folder == %@ AND title != nil", [work], ["Budget", "Standup"]),
      ("folder.name == 'Home' AND NOT (pinned == YES)", [], ["Éclair recipe"]),
      ("created > %@", [Date(timeIntervalSince1970: 2 * 86_400)], ["-", "Budget"]),
      ("created == nil", [], ["Standup"]),
      ("%K LIKE[c] 'g*n'", ["title"], ["Garden"]),
      ("title IN %@", [["Budget", "Garden", "Zebra"] as NSArray], ["Budget", "Garden"]),
      ("title MATCHES '[A-S].*'", [], ["Budget", "Garden", "Standup"]),
      ("TRUEPREDICATE", [], ["-", "Budget", "Garden", "Standup", "Éclair recipe"]),
    ]
    for (format, arguments, expected) in cases {
      let request = CDNote.fetchRequest() as NSFetchRequest<CDNote>
      request.predicate = NSPredicate(format: format, argumentArray: arguments)
      request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
      #expect(try titles(request, in: container) == expected, "\(format)")
    }
    let folders = NSFetchRequest<CDFolder>(entityName: "CDFolder")
    folders.predicate = NSPredicate(format: "ANY notes.title == 'Garden'")
    #expect(try container.viewContext.fetch(folders).map(\.name) == ["Home"])
    folders.predicate = NSPredicate(format: "notes.@count > 2")
    #expect(try container.viewContext.fetch(folders).map(\.name) == ["Work"])
    // A Swift array for `IN`, as a photo app filters identifiers (Apple bridges it to NSArray).
    folders.predicate = NSPredicate(format: "name IN %@", ["Home", "Garage"])
    #expect(try container.viewContext.fetch(folders).map(\.name) == ["Home"])
  }

  @Test func relationshipsKeepTheirInverse() throws {
    let container = try container()
    let context = container.viewContext
    let folders = try context.fetch(NSFetchRequest<CDFolder>(entityName: "CDFolder"))
    let (work, home) = (folders[0], folders[1])
    #expect(work.notes?.count == 3 && home.notes?.count == 2, "setting the to-one side fills the to-many side")
    let budget = (work.notes as? Set<CDNote>)!.first { $0.title == "Budget" }!
    home.addToNotes(budget)
    #expect(budget.folder === home, "adding to the to-many side sets the to-one side")
    #expect(work.notes?.count == 2 && home.notes?.count == 3, "and takes it from the old folder")
    budget.folder = nil
    #expect(home.notes?.count == 2)
    #expect(context.hasChanges)
    context.delete(budget)
    #expect(
      try context.fetch(CDNote.fetchRequest() as NSFetchRequest<CDNote>).count == 4, "a deleted object is not fetched")
    context.rollback()
    #expect(try context.fetch(CDNote.fetchRequest() as NSFetchRequest<CDNote>).count == 5, "rollback undoes the delete")
    try context.save()
    #expect(!context.hasChanges)
    let checklist = CDChecklist(context: context)
    checklist.title = "Packing"
    #expect(checklist.entity.name == "CDChecklist")
    #expect(try context.fetch(CDNote.fetchRequest() as NSFetchRequest<CDNote>).count == 6, "a subentity's object too")
    #expect(try context.fetch(NSFetchRequest<CDChecklist>(entityName: "CDChecklist")).map(\.title) == ["Packing"])
    context.delete(checklist)
    let background = container.newBackgroundContext()
    #expect(try background.fetch(CDNote.fetchRequest() as NSFetchRequest<CDNote>).count == 5, "one store")
  }

  @Test func fetchRequestReadsTheEnvironmentsContext() throws {
    struct NoteList: View {
      @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \CDNote.title, ascending: false)])
      var notes: FetchedResults<CDNote>
      var body: some View {
        List(notes) { note in Text(note.title ?? "Untitled") }
      }
    }
    struct PinnedList: View {
      @FetchRequest(sortDescriptors: [SortDescriptor(\CDNote.title)], predicate: NSPredicate(format: "pinned == YES"))
      var notes: FetchedResults<CDNote>
      var body: some View {
        ForEach(notes) { note in Text(note.title ?? "Untitled") }
      }
    }
    let context = try container().viewContext
    #expect(
      texts(NoteList().environment(\.managedObjectContext, context)) == [
        "Éclair recipe", "Standup", "Garden", "Budget", "Untitled",
      ])
    #expect(texts(VStack { PinnedList() }.environment(\.managedObjectContext, context)) == ["Budget", "Garden"])
    #expect(texts(VStack { PinnedList() }) == [], "outside a context, nothing, as on iOS")
  }

  /// `@FetchRequest(sortDescriptors: [])` (the Hacking with Swift idiom) picks one initialiser,
  /// as with SwiftUI, and lists the objects in insertion order.
  @Test func anEmptySortFetchesInInsertionOrder() throws {
    struct AllNotes: View {
      @FetchRequest(sortDescriptors: []) var notes: FetchedResults<CDNote>
      @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "pinned == NO")) var plain:
        FetchedResults<CDNote>
      var body: some View {
        Text("\(notes.count) notes, \(plain.count) plain")
        ForEach(notes) { note in Text(note.title ?? "Untitled") }
      }
    }
    let context = try container().viewContext
    #expect(
      texts(VStack { AllNotes() }.environment(\.managedObjectContext, context)) == [
        "5 notes, 3 plain", "Budget", "Éclair recipe", "Standup", "Garden", "Untitled",
      ])
  }

  /// The texts a view lays out, in order.
  func texts(_ view: some View) -> [String] {
    LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 393, height: 852)).description
      .split(separator: "\n").compactMap { line in
        line.range(of: "Text(\"").map { String(line[$0.upperBound...].prefix { $0 != "\"" }) }
      }
  }

  /// `@SectionedFetchRequest` groups the fetched objects into sections by a key path, each run
  /// of equal identifiers in the sort order being one section, as SwiftUI's does.
  @Test func sectionedFetchRequestGroupsByItsIdentifier() throws {
    struct FolderSections: View {
      @SectionedFetchRequest(
        sectionIdentifier: \CDNote.folder?.name,
        sortDescriptors: [
          NSSortDescriptor(key: "folder.name", ascending: true), NSSortDescriptor(key: "title", ascending: true),
        ])
      var sections: SectionedFetchResults<String?, CDNote>
      var body: some View {
        List(sections) { section in
          Section(section.id ?? "No folder") {
            ForEach(section) { note in Text(note.title ?? "Untitled") }
          }
        }
      }
    }
    struct PinnedByFolder: View {
      @SectionedFetchRequest(
        sectionIdentifier: \.folderName, sortDescriptors: [SortDescriptor(\.title)],
        predicate: NSPredicate(format: "pinned == YES"))
      var sections: SectionedFetchResults<String, CDNote>
      var body: some View {
        ForEach(sections) { section in Text("\(section.id): \(section.count)") }
      }
    }
    let context = try container().viewContext
    #expect(
      texts(FolderSections().environment(\.managedObjectContext, context)) == [
        "Home", "Garden", "Éclair recipe", "Work", "Untitled", "Budget", "Standup",
      ])
    #expect(
      texts(VStack { PinnedByFolder() }.environment(\.managedObjectContext, context)) == ["Work: 1", "Home: 1"],
      "runs in the sort's order: Budget (Work), then Garden (Home)")
    #expect(texts(VStack { PinnedByFolder() }) == [], "outside a context, no sections")
  }

  /// What apps call besides fetching: the class's name as its entity's, the keys of a
  /// context's change notifications, and a model loaded by URL (nil when nothing is there).
  @Test func classNamesNotificationKeysAndModelURLs() throws {
    #expect(CDNote.description() == "CDNote" && CDChecklist.description() == "CDChecklist")
    let request = NSFetchRequest<CDNote>(entityName: CDNote.description())
    #expect(try container().viewContext.count(for: request) == 5)
    #expect([NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey] == ["inserted", "updated", "deleted"])
    #expect(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: "/nonexistent/Model.momd")) == nil)
    #expect(NSManagedObjectModel(contentsOf: URL(fileURLWithPath: NSTemporaryDirectory())) != nil)
  }

  @Test func theGeneratorWritesXcodesClassesAndNamesABadModel() throws {
    let cli = CommandLineTests()
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = folder.appendingPathComponent("Shop.xcdatamodeld/Shop.xcdatamodel")
    try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
        <entity name="Order" representedClassName="Order" codeGenerationType="class">
          <attribute name="total" optional="YES" attributeType="Double" defaultValueString="0.5" usesScalarValueType="YES"/>
          <attribute name="count" optional="YES" attributeType="Integer 32" usesScalarValueType="NO"/>
          <attribute name="paid" attributeType="Boolean" defaultValueString="YES" usesScalarValueType="YES"/>
          <attribute name="tags" optional="YES" attributeType="Transformable" customClassName="[String]"/>
          <attribute name="receipt" optional="YES" attributeType="Transformable" valueTransformerName="UIImageTransformer" customClassName="UIKit.UIImage"/>
          <relationship name="lines" optional="YES" toMany="YES" ordered="YES" destinationEntity="Line" inverseName="order"/>
        </entity>
        <entity name="Line" representedClassName="Line" codeGenerationType="category">
          <attribute name="default" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Manual" representedClassName="Manual">
          <attribute name="name" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Written" representedClassName=".Written">
          <attribute name="name" optional="YES" attributeType="String" defaultValueString="Untitled"/>
        </entity>
        <entity name="Rush" representedClassName="Rush" parentEntity="Order" codeGenerationType="class">
          <attribute name="due" optional="YES" attributeType="Date"/>
        </entity>
      </model>
      """.utf8
    ).write(to: model.appendingPathComponent("contents"))
    let output = folder.appendingPathComponent("Generated.swift")
    let app = folder.appendingPathComponent("Written.swift")
    try Data("@objc(Written)\npublic class Written: NSManagedObject {}\n".utf8).write(to: app)
    let run = try cli.run(
      "vellum-core-data-classes", [output.path, model.deletingLastPathComponent().path, "--sources", app.path],
      in: folder)
    #expect(run.code == 0, "\(run.err)")
    let text = try String(contentsOf: output, encoding: .utf8)
    for expected in [
      "public class Order: NSManagedObject {}", "public var total: Double {", "as? Double ?? 0",
      "NSAttributeDescription(name: \"total\", defaultValue: Double(0.5))", "public var count: NSNumber? {",
      "defaultValue: true", "public var tags: [String]? {", "public var lines: NSOrderedSet? {",
      "public func addToLines(_ value: Line)", "toMany: true, ordered: true", "extension Line: _GeneratedEntity",
      "public var `default`: String? {", "public class Rush: Order {}", "if type == Rush.self",
      "parentNames: [\"Order\"]", "extension Written: _GeneratedEntity", "defaultValue: \"Untitled\"",
      "extension Order: Identifiable {}", "import UIKit\n", "public var receipt: UIKit.UIImage? {",
    ] {
      #expect(text.contains(expected), "\(expected)\n\(text)")
    }
    #expect(!text.contains("public class Line"), "a category entity's class is the app's")
    #expect(!text.contains("Manual"), "a manual entity is the app's, and this one's class is not declared")
    #expect(!text.contains("extension Rush: Identifiable"), "a subclass has its parent's conformance")

    try Data("<model><entity".utf8).write(to: model.appendingPathComponent("contents"))
    let bad = try cli.run("vellum-core-data-classes", [output.path, model.path], in: folder)
    #expect(bad.code == 1 && bad.err.contains("contents") && bad.err.contains("not a data model"), "\(bad.err)")
    #expect(try String(contentsOf: output, encoding: .utf8) == text, "nothing is lost")
    let missing = try cli.run(
      "vellum-core-data-classes", [output.path, folder.appendingPathComponent("None.xcdatamodeld").path], in: folder)
    #expect(missing.code == 1 && missing.err.contains("None.xcdatamodeld"), "\(missing.err)")
  }

  @Test func orderedAccessorsOfHandWrittenClassesKeepOrderAndInverses() throws {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let playlist = CDPlaylist(context: context)
    let songs = ["a", "b", "c", "d", "e"].map { name -> CDSong in
      let song = CDSong(context: context)
      song.name = name
      return song
    }
    playlist.addToSongs(songs[0])
    playlist.insertIntoSongs(songs[1], at: 0)
    #expect(playlist.names == ["b", "a"])
    playlist.insertIntoSongs([songs[2], songs[3]], at: NSIndexSet(indexesIn: NSRange(location: 1, length: 2)))
    #expect(playlist.names == ["b", "c", "d", "a"])
    playlist.insertIntoSongs(songs[0], at: 0)
    #expect(playlist.names == ["b", "c", "d", "a"], "an object already there stays where it is")
    playlist.removeFromSongs(at: 0)
    #expect(playlist.names == ["c", "d", "a"] && songs[1].playlists.isEmpty)
    playlist.replaceSongs(at: 1, with: songs[4])
    #expect(playlist.names == ["c", "e", "a"])
    #expect(songs[3].playlists.isEmpty && songs[4].playlists == [playlist], "the inverse follows")
    playlist.removeFromSongs(at: NSIndexSet(index: 2))
    #expect(playlist.names == ["c", "e"] && songs[0].playlists.isEmpty)

    let other = CDPlaylist(context: context)
    songs[0].playlists = [playlist, other]
    #expect(songs[0].playlists.count == 2, "a Swift set is stored and read back")
    #expect(playlist.names == ["c", "e", "a"] && other.names == ["a"], "a set's members get the inverse")
    songs[0].playlists.remove(other)
    #expect(other.names.isEmpty)
  }

  @Test func aRelationshipNamesItsDestinationAndInverse() {
    let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
    let playlist = CDPlaylist(context: context)
    _ = CDSong(context: context)
    let songs = playlist.entity.relationshipsByName["songs"]
    #expect(songs?.destinationEntity === CDSong.entity())
    #expect(songs?.inverseRelationship?.name == "playlists" && songs?.inverseRelationship?.isToMany == true)
  }

  @Test func aClasssOwnFetchRequestIsPreferredUnannotated() throws {
    let container = try container()
    // Written as apps write it, with neither request annotated.
    let request = CDNote.fetchRequest()
    request.predicate = NSPredicate(format: "pinned == YES")
    let pinned = try container.viewContext.fetch(request).map { $0.title ?? "-" }
    #expect(pinned.sorted() == ["Budget", "Garden"])
    for note in try container.viewContext.fetch(CDNote.fetchRequest()) { container.viewContext.delete(note) }
    #expect(try container.viewContext.count(for: CDNote.fetchRequest()) == 0)
    let untyped: NSFetchRequest<NSFetchRequestResult> = CDNote.fetchRequest()
    #expect(untyped.entityName == "CDNote", "NSManagedObject's is still there where only it fits")
  }

  @Test func manualEntitiesComeFromTheModelTheContainerLoadsAndDescribeTheirDestinations() throws {
    let cli = CommandLineTests()
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    func model(_ name: String, attribute: String) throws -> URL {
      let model = folder.appendingPathComponent("\(name).xcdatamodeld/\(name).xcdatamodel")
      try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
      try Data(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
          <entity name="Stop" representedClassName=".Stop">
            <attribute name="\(attribute)" optional="YES" attributeType="String"/>
            <relationship name="next" optional="YES" toMany="YES" ordered="YES" destinationEntity="Stop" inverseName="previous"/>
            <relationship name="previous" optional="YES" toMany="YES" ordered="YES" destinationEntity="Stop" inverseName="next"/>
          </entity>
        </model>
        """.utf8
      ).write(to: model.appendingPathComponent("contents"))
      return model.deletingLastPathComponent()
    }
    // An older model, left in the folder, sorts first.
    let old = try model("Atlas", attribute: "place")
    let current = try model("Route", attribute: "city")
    let app = folder.appendingPathComponent("Stop.swift")
    try Data(
      """
      @objc(Stop)
      public class Stop: NSManagedObject {}
      let container = NSPersistentContainer(name: "Route")
      """.utf8
    ).write(to: app)
    let output = folder.appendingPathComponent("Generated.swift")
    let run = try cli.run(
      "vellum-core-data-classes", [output.path, old.path, current.path, "--sources", app.path], in: folder)
    #expect(run.code == 0, "\(run.err)")
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.components(separatedBy: "extension Stop: _GeneratedEntity").count == 2, "one entity: \(text)")
    #expect(text.contains("NSAttributeDescription(name: \"city\")") && !text.contains("\"place\""), "\(text)")
    #expect(text.contains("static let all = [entity0]") && text.contains("_ = all"), "\(text)")
  }

  @Test func aBadPredicateFormatNamesTheFormat() async {
    await #expect(processExitsWith: .failure) {
      _ = NSPredicate(format: "title ==")
    }
  }
}
