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

  /// `#selector` becomes the Objective-C name Apple's compiler gives the method, so
  /// target–action code compiles; the rest of the line is kept.
  @Test func selectorsBecomeTheirObjectiveCNames() throws {
    let text = """
      UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
      button.addTarget(self, action: #selector(callback(_:)), for: .touchUpInside)
      center.addObserver(self, selector: #selector(keyBoardWillShow(notification:)), name: name, object: nil)
      let pan = UIPanGestureRecognizer(target: c, action: #selector(Coordinator.handlePan(_:with:)))
      let done = #selector( done() ), title = #selector(getter: UIButton.title), set = #selector(setter: Trip.name)
      """
    let lines = try #require(ObjectiveCAttributes.adapted(text)).components(separatedBy: "\n")
    #expect(
      lines[0] == #"UIApplication.shared.sendAction(Selector("resignFirstResponder"), to: nil, from: nil, for: nil)"#)
    #expect(lines[1] == #"button.addTarget(self, action: Selector("callback:"), for: .touchUpInside)"#)
    #expect(lines[2].contains(#"selector: Selector("keyBoardWillShowWithNotification:"), name:"#), "\(lines[2])")
    #expect(lines[3].contains(#"action: Selector("handlePan:with:"))"#), "\(lines[3])")
    #expect(
      lines[4] == #"let done = Selector("done"), title = Selector("title"), set = Selector("setName:")"#, "\(lines[4])")
  }

  /// An `override` directly in an extension's body gets a name of its own, as Linux's Swift
  /// cannot override another module's member there; one in a class body is kept.
  @Test func overridesInExtensionsAreRenamedAndClassBodiesKeepTheirs() throws {
    let text = """
      extension UIWindow {
          open override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
              super.motionEnded(motion, with: event) // "{ not a brace }"
          }
      }
      extension UINavigationController: UIGestureRecognizerDelegate
      {
          override open func viewDidLoad() { super.viewDidLoad() }
          override public var childForStatusBarStyle: UIViewController? { nil }
          final class Inner: UIView {
              override func layoutSubviews() {}
          }
      }
      final class Shaker: UIWindow {
          override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
      }
      """
    let lines = try #require(ObjectiveCAttributes.adapted(text)).components(separatedBy: "\n")
    #expect(
      lines[1]
        == "    open          func _overriddenInExtension_motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {",
      "\(lines[1])")
    #expect(lines[2].contains("super.motionEnded(motion, with: event)"), "a call to the superclass is kept")
    #expect(lines[7].contains("open func _overriddenInExtension_viewDidLoad()") && !lines[7].contains("override"))
    #expect(lines[8].contains("public var _overriddenInExtension_childForStatusBarStyle"), "\(lines[8])")
    #expect(lines[10] == "        override func layoutSubviews() {}", "a nested class's override is kept")
    #expect(lines[14] == "    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}")
    #expect(ObjectiveCAttributes.adapted("extension View {}\nclass A: B { override func f() {} }\n") == nil)
    #expect(ObjectiveCAttributes.adapted("import os.log\nimport SwiftUI\n") == "import os    \nimport SwiftUI\n")
  }
}
