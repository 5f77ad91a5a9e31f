import Foundation
import Testing

@testable import VellumPreview

/// `vellum preview`'s copy of a file with Core Data's Objective-C attributes: line for line,
/// each attribute written as Linux's Swift compiles it.
@Suite struct ObjectiveCAttributesTests {
  @Test func managedPropertiesAndAccessorsGetBodiesAndAttributesGo() throws {
    let text = """
      @objc(Trip)
      public class Trip: NSManagedObject {}
      extension Trip {
          @nonobjc public class func fetchRequest() -> NSFetchRequest<Trip> { NSFetchRequest(entityName: "Trip") }
          @NSManaged public var name: String? // shown in the list
          @NSManaged fileprivate dynamic var days_: Int16
          @objc(addStopsObject:) @NSManaged public func addToStops(_ value: Stop)
          @NSManaged public func removeFromStops(_ values: NSSet)
          @NSManaged public func insertIntoStops(_ value: Stop, at idx: Int)
      }
      let sort = NSSortDescriptor(key: #keyPath(Trip.name), ascending: true)
      let path = #keyPath(stops.city)
      """
    let adapted = try #require(ObjectiveCAttributes.adapted(text))
    let lines = adapted.components(separatedBy: "\n")
    #expect(lines.count == text.components(separatedBy: "\n").count, "each line keeps its number")
    #expect(lines[0].trimmingCharacters(in: .whitespaces).isEmpty && lines[0].count == "@objc(Trip)".count)
    #expect(lines[3].hasPrefix(String(repeating: " ", count: 13) + "public class func fetchRequest()"), "\(lines[3])")
    #expect(
      lines[4].contains(
        #"public var name: String? { get { _managedValue(forKey: "name") } set { _setManagedValue(newValue, forKey: "name") } } // shown"#
      ), "\(lines[4])")
    #expect(lines[5].contains("fileprivate  var days_: Int16 { get {") && !lines[5].contains("dynamic"), "\(lines[5])")
    #expect(
      lines[6].contains(#"public func addToStops(_ value: Stop) { _addManaged(value, to: "stops") }"#), "\(lines[6])")
    #expect(lines[6].hasPrefix(String(repeating: " ", count: 27)), "the attribute's columns are kept: \(lines[6])")
    #expect(lines[7].contains(#"func removeFromStops(_ values: NSSet) { _removeManaged(values, from: "stops") }"#))
    #expect(lines[8].contains(#"{ _insertManaged(value, at: idx, into: "stops") }"#), "\(lines[8])")
    #expect(lines[10] == #"let sort = NSSortDescriptor(key: "name", ascending: true)"#)
    #expect(lines[11] == #"let path = "stops.city""#)
    #expect(ObjectiveCAttributes.adapted("struct Plain {}\n") == nil, "a file without them is compiled as it is")
  }

  @Test func onlyFilesWithAttributesAreCopiedAndCopiesNameTheirFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vellum-objc-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let plain = folder.appendingPathComponent("Plain.swift")
    let managed = folder.appendingPathComponent("Item.swift")
    try Data("struct Plain {}\n".utf8).write(to: plain)
    try Data("@objc(Item) class Item: NSManagedObject {}\n".utf8).write(to: managed)
    let copies = folder.appendingPathComponent("adapted")
    let files = ObjectiveCAttributes.adapt([plain, managed], into: copies)
    #expect(files[0] == plain)
    #expect(files[1].lastPathComponent == "Item.swift" && files[1].path.hasPrefix(copies.path))
    let copy = try String(contentsOf: files[1], encoding: .utf8)
    #expect(copy.hasPrefix("#sourceLocation(file: \"\(managed.path)\", line: 1)\n"), "\(copy)")
    try Data("class Item {}\n".utf8).write(to: managed)
    #expect(ObjectiveCAttributes.adapt([plain, managed], into: copies) == [plain, managed])
    #expect(!FileManager.default.fileExists(atPath: files[1].path), "a copy no longer needed is removed")
  }
}

/// Hand-written classes in the other idioms Xcode's "Create NSManagedObject Subclass…" and
/// their authors use: ordered relationships' accessors, attributes on their own line,
/// read-only setters.
@Suite struct ObjectiveCAttributesIdiomTests {
  @Test func orderedAccessorsGetBodiesAndAttributesOnTheirOwnLineFollowTheirDeclaration() throws {
    let text = """
      extension Playlist {
          @objc(insertObject:inSongsAtIndex:)
          @NSManaged public func insertIntoSongs(_ value: Song, at idx: Int)
          @objc(removeObjectFromSongsAtIndex:)
          @NSManaged public func removeFromSongs(at idx: Int)
          @NSManaged public func insertIntoSongs(_ values: [Song], at indexes: NSIndexSet)
          @NSManaged public func removeFromSongs(at indexes: NSIndexSet)
          @NSManaged public func replaceSongs(at idx: Int, with value: Song)
          @NSManaged public func replaceSongs(at indexes: NSIndexSet, with values: [Song])
          @NSManaged public func addToSongs(_ values: NSOrderedSet)
          @NSManaged
          public var title: String?
          @NSManaged public private(set) var created: Date?
          @NSManaged internal(set) public var tags: Set<Tag>
          @NSManaged public func shuffleSongs()
      }
      """
    let adapted = try #require(ObjectiveCAttributes.adapted(text))
    let lines = adapted.components(separatedBy: "\n")
    #expect(lines.count == text.components(separatedBy: "\n").count, "each line keeps its number")
    let expected = [
      2: #"public func insertIntoSongs(_ value: Song, at idx: Int) { _insertManaged(value, at: idx, into: "songs") }"#,
      4: #"public func removeFromSongs(at idx: Int) { _removeManaged(at: idx, from: "songs") }"#,
      5: #"{ _insertManaged(values, at: indexes, into: "songs") }"#,
      6: #"{ _removeManaged(at: indexes, from: "songs") }"#,
      7:
        #"public func replaceSongs(at idx: Int, with value: Song) { _replaceManaged(at: idx, with: value, in: "songs") }"#,
      8: #"{ _replaceManaged(at: indexes, with: values, in: "songs") }"#,
      9: #"func addToSongs(_ values: NSOrderedSet) { _addManaged(values, to: "songs") }"#,
      11: #"public var title: String? { get { _managedValue(forKey: "title") }"#,
      12: #"public private(set) var created: Date? { get { _managedValue(forKey: "created") }"#,
      13: #"internal(set) public var tags: Set<Tag> { get { _managedValue(forKey: "tags") }"#,
      14: #"func shuffleSongs() { _unsupportedManagedAccessor("shuffleSongs") }"#,
    ]
    for (index, text) in expected { #expect(lines[index].contains(text), "\(index): \(lines[index])") }
    #expect(lines[10].trimmingCharacters(in: .whitespaces).isEmpty, "the attribute's own line is left blank")
    #expect(!adapted.contains("@NSManaged") && !adapted.contains("@objc"), "\(adapted)")
  }
}
