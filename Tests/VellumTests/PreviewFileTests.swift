import Foundation
import Testing
import VellumCairo

@testable import VellumPreview

/// `vellum preview FILE.swift… | FOLDER`: files' previews, compiled together against the
/// Vellum this `vellum` was built with, whether the files import SwiftUI or Vellum.
@Suite(.serialized, .tags(.slow), .fullTier)
struct PreviewFileTests {
  let cli = CommandLineTests()

  @Test(.timeLimit(.minutes(20)))
  func aFileThatImportsSwiftUIRendersItsPreviewsAndABrokenOneNamesItsError() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import SwiftUI

      struct Swatch: View {
        var body: some View { Color.red.frame(width: 30, height: 20) }
      }

      #Preview("Swatch", traits: .sizeThatFitsLayout) { Swatch() }

      """.utf8
    ).write(to: folder.appendingPathComponent("Swatch.swift"))
    let run = try cli.run("vellum", ["preview", "Swatch.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Swatch.light@2x.png"))).image
    #expect(png.width == 60 && png.height == 40, "the preview's own size at @2x")
    let centre = png[30, 20]
    #expect(centre.r > 200 && centre.g < 80 && centre.b < 80, "red: \(centre)")
    // `--scale 3` draws at @3x, as `export` and `render` do.
    let sharp = try cli.run(
      "vellum", ["preview", "Swatch.swift", "--out", "out3", "--scheme", "light", "--scale", "3"], in: folder)
    #expect(sharp.code == 0, "\(sharp.out)\(sharp.err)")
    let three = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out3/Swatch.light@3x.png"))).image
    #expect(three.width == 90 && three.height == 60)
    let bad = try cli.run("vellum", ["preview", "Swatch.swift", "--scale", "4"], in: folder)
    #expect(bad.code == 2 && bad.err.contains("--scale"), "\(bad.err)")

    try Data("import Vellum\n\n#Preview { Txet(\"typo\") }\n".utf8)
      .write(to: folder.appendingPathComponent("Broken.swift"))
    let broken = try cli.run("vellum", ["preview", "Broken.swift"], in: folder)
    #expect(broken.code == 1)
    #expect(
      broken.err.contains("\(folder.path)/Broken.swift:3:")
        && broken.err.contains("error: cannot find 'Txet' in scope"),
      "the error names the user's file, not the link the build compiled: \(broken.err)")

    // A provider whose `previews` traps while previews are found fails alone.
    try Data(
      """
      import SwiftUI

      struct Good: View { var body: some View { Color.green.frame(width: 10, height: 10) } }
      #Preview("Good", traits: .sizeThatFitsLayout) { Good() }

      final class QuoteLoader { init() { fatalError("quotes.json is not in the bundle") } }
      struct Quotes_Previews: PreviewProvider {
        static var previews: some View { let _ = QuoteLoader(); return Text("never") }
      }

      """.utf8
    ).write(to: folder.appendingPathComponent("Trapping.swift"))
    let trapping = try cli.run(
      "vellum", ["preview", "Trapping.swift", "--out", "trapping", "--scheme", "light"], in: folder)
    #expect(trapping.code == 1, "\(trapping.out)\(trapping.err)")
    #expect(
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("trapping/Good.light@2x.png").path),
      "the other preview is drawn")
    #expect(
      (trapping.out + trapping.err).contains("Quotes")
        && (trapping.out + trapping.err).contains("quotes.json is not in the bundle"),
      "the failing provider is named with its trap's message: \(trapping.out)\(trapping.err)")

    // An app folder: its asset catalog's generated symbols and `Bundle.module` resolve, and
    // its colours are found as the app's bundle would hold them.
    let app = folder.appendingPathComponent("App")
    let colorSet = app.appendingPathComponent("Assets.xcassets/BrandPrimary.colorset")
    try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
    try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8)
      .write(to: app.appendingPathComponent("Assets.xcassets/Contents.json"))
    try Data(
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.900","green":"0.100","blue":"0.100","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
        .utf8
    ).write(to: colorSet.appendingPathComponent("Contents.json"))
    try Data(
      """
      import SwiftUI

      #Preview("Symbol", traits: .fixedLayout(width: 10, height: 10)) { Color.brandPrimary }
      #Preview("Module", traits: .fixedLayout(width: 10, height: 10)) { Color("BrandPrimary", bundle: .module) }
      #Preview("Bundled", traits: .fixedLayout(width: 10, height: 10)) {
        Bundle.main.url(forResource: "quotes", withExtension: "json") == nil ? Color.blue : Color.green
      }

      """.utf8
    ).write(to: app.appendingPathComponent("Brand.swift"))
    try Data("[\"Stay hungry\"]".utf8).write(to: app.appendingPathComponent("quotes.json"))
    let branded = try cli.run("vellum", ["preview", "App", "--out", "app", "--scheme", "light"], in: folder)
    #expect(branded.code == 0, "\(branded.out)\(branded.err)")
    for name in ["Symbol", "Module"] {
      let image = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("app/\(name).light@2x.png"))).image
      #expect(image[10, 10].r > 200 && image[10, 10].g < 60, "\(name): the catalog's red: \(image[10, 10])")
    }
    let bundled = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("app/Bundled.light@2x.png"))).image
    #expect(
      bundled[10, 10].g > 150 && bundled[10, 10].b < 120, "Bundle.main finds the folder's JSON: \(bundled[10, 10])")

    // The app declares its own `Color.brandPrimary`, as apps did before Xcode 15: the
    // generated member is left out, so the folder still compiles (it was an invalid
    // redeclaration) and the symbol is the app's.
    try Data(
      """
      import SwiftUI

      extension Color {
        static let brandPrimary = Color("BrandPrimary")
      }

      """.utf8
    ).write(to: app.appendingPathComponent("Theme.swift"))
    let themed = try cli.run("vellum", ["preview", "App", "--out", "themed", "--scheme", "light"], in: folder)
    #expect(themed.code == 0, "\(themed.out)\(themed.err)")
    let own = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("themed/Symbol.light@2x.png"))).image
    #expect(own[10, 10].r > 200 && own[10, 10].g < 60, "the app's own member, the same red: \(own[10, 10])")

    // A screen split over two files, previewed as a folder.
    let screen = folder.appendingPathComponent("Screen")
    try FileManager.default.createDirectory(at: screen, withIntermediateDirectories: true)
    try Data(
      """
      import SwiftUI

      struct FeatureRow: View {
        @StateObject private var model = FeatureModel()
        var body: some View { model.isBlue ? Color.blue : Color.red }
      }

      """.utf8
    ).write(to: screen.appendingPathComponent("FeatureRow.swift"))
    // A view model that imports only Foundation, as on Apple's platforms, where Foundation
    // brings Combine's `ObservableObject` and `@Published`.
    try Data(
      """
      import Foundation

      final class FeatureModel: ObservableObject {
        @Published var isBlue = FeatureFlags().blue
      }

      @Observable final class FeatureFlags {
        var blue = true
      }

      """.utf8
    ).write(to: screen.appendingPathComponent("FeatureModel.swift"))
    try Data(
      "import SwiftUI\n\n#Preview(\"Features\", traits: .fixedLayout(width: 20, height: 20)) { FeatureRow() }\n".utf8
    ).write(to: screen.appendingPathComponent("FeatureList.swift"))
    let split = try cli.run("vellum", ["preview", "Screen", "--out", "split", "--scheme", "light"], in: folder)
    #expect(split.code == 0, "\(split.out)\(split.err)")
    let blue = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("split/Features.light@2x.png"))).image
    #expect(blue[20, 20].b > 200 && blue[20, 20].r < 80, "the row from the other file is drawn: \(blue[20, 20])")
    // The build folder: `.build`, above `debug` or above `<triple>/debug`.
    var scratch = CommandLineTests.binaries.deletingLastPathComponent()
    if scratch.lastPathComponent.contains("-") { scratch = scratch.deletingLastPathComponent() }
    // Each set of files builds in its own folder there.
    let catalog = scratch.appendingPathComponent("vellum-file-preview")
      .appendingPathComponent(
        PreviewFileCommand.folderName(for: try PreviewFileCommand.swiftFiles([screen.path])))
    #expect(
      FileManager.default.isExecutableFile(atPath: catalog.appendingPathComponent("FilePreviews").path),
      "built in the running vellum's own build folder")
    #expect(
      !FileManager.default.fileExists(atPath: catalog.appendingPathComponent(".build").path)
        && !FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Package.swift").path),
      "no package, so no second build of Vellum: the files are linked with the Vellum already built")

    let missing = try cli.run("vellum", ["preview", "Nowhere.swift"], in: folder)
    #expect(missing.code == 2 && missing.err.contains("cannot read Nowhere.swift"))
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Empty"), withIntermediateDirectories: true)
    let empty = try cli.run("vellum", ["preview", "Empty"], in: folder)
    #expect(empty.code == 2 && empty.err.contains("Empty holds no Swift files"), "\(empty.err)")
  }

  /// `vellum preview FOLDER --watch`: the page's state after each edit. Editing the file
  /// that declares one preview re-renders that preview only; editing a shared file (one that
  /// declares none) re-renders every preview of the module.
  @Test(.timeLimit(.minutes(10)))
  func anAboutScreenReadsTheAppsVersionFromTheMainBundle() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import SwiftUI

      struct About: View {
        let version = Bundle.main.infoDictionary!["CFBundleShortVersionString"] as! String
        let build = Bundle.main.object(forInfoDictionaryKey: "CFBundleVersion") as! String
        var body: some View {
          precondition(version == "4.2" && build == "1", "\\(version) (\\(build))")
          return Text("Version \\(version) (\\(build))")
        }
      }

      #Preview { About() }

      """.utf8
    ).write(to: folder.appendingPathComponent("About.swift"))
    try PropertyListSerialization.data(
      fromPropertyList: ["CFBundleShortVersionString": "4.2"], format: .xml, options: 0
    )
    .write(to: folder.appendingPathComponent("Info.plist"))
    let run = try cli.run("vellum", ["preview", ".", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
  }

  @Test(.timeLimit(.minutes(10)))
  func watchingAFolderReRendersWhatAnEditTouches() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    try write("Tint.swift", "import SwiftUI\n\nlet tint = Color.blue\n")
    for name in ["First", "Second"] {
      try write(
        "\(name).swift",
        "import SwiftUI\n\n#Preview(\"\(name)\", traits: .fixedLayout(width: 20, height: 20)) { tint }\n")
    }
    let log = folder.appendingPathComponent("watch.log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let watch = Process()
    watch.executableURL = CommandLineTests.binaries.appendingPathComponent("vellum")
    watch.arguments = ["preview", folder.path, "--watch", "--port", "0", "--scheme", "light"]
    watch.standardOutput = try FileHandle(forWritingTo: log)
    watch.standardError = FileHandle.nullDevice
    try watch.run()
    defer {
      kill(watch.processIdentifier, SIGKILL)
      watch.waitUntilExit()
    }
    var port: UInt16 = 0
    for _ in 0..<1200 where port == 0 {
      usleep(100_000)
      let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
      port = UInt16(text.components(separatedBy: "127.0.0.1:").dropFirst().first?.prefix { $0.isNumber } ?? "") ?? 0
    }
    try #require(port != 0, "no address: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
    /// The state once a render has finished with `status` in it, and each preview's image URL.
    func state(after status: String) throws -> (status: String, urls: [String: String]) {
      for _ in 0..<600 {
        let answer = WatchServerTests.exchange("GET /state.json HTTP/1.1\r\n\r\n", port: port) ?? ""
        let body = answer.components(separatedBy: "\r\n\r\n").dropFirst().joined()
        let state = (try? JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any]) ?? [:]
        let text = state["status"] as? String ?? ""
        if text.contains(status) {
          var urls: [String: String] = [:]
          for name in ["First", "Second"] {
            urls[name] = WatchServerTests.images(of: name, in: state).first?["url"] as? String ?? ""
          }
          return (text, urls)
        }
        usleep(100_000)
      }
      Issue.record("no render ended with '\(status)'")
      return ("", [:])
    }
    let first = try state(after: "2 of 2 images changed")
    #expect(first.urls.values.allSatisfy { !$0.isEmpty }, "\(first)")

    try write(
      "Second.swift",
      "import SwiftUI\n\n#Preview(\"Second\", traits: .fixedLayout(width: 20, height: 20)) { Color.red }\n")
    let second = try state(after: "1 of 1 images changed; 1 kept as they were")
    #expect(second.urls["First"] == first.urls["First"] && second.urls["Second"] != first.urls["Second"], "\(second)")

    try write("Tint.swift", "import SwiftUI\n\nlet tint = Color.green\n")
    let shared = try state(after: "1 of 2 images changed")
    #expect(shared.urls["First"] != first.urls["First"], "the shared file's change reaches First: \(shared)")
    #expect(shared.urls["Second"] == second.urls["Second"], "Second does not use it, so its bytes are the same")
  }

  /// Swift 6's access-level imports: a file that writes `internal import SwiftUI` declares
  /// its `#Preview` (a public type conforming to Vellum's registry), as on iOS.
  @Test(.timeLimit(.minutes(10)))
  func aFileWithAnInternalImportOfSwiftUIRendersItsPreview() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import Foundation
      internal import SwiftUI

      struct Badge: View {
        var body: some View { Color.green.frame(width: 20, height: 10) }
      }

      #Preview("Badge", traits: .sizeThatFitsLayout) { Badge() }

      """.utf8
    ).write(to: folder.appendingPathComponent("Badge.swift"))
    let run = try cli.run("vellum", ["preview", "Badge.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out/Badge.light@2x.png").path))
  }

  /// iOS 18's shared preview data whose context awaits another actor and a timer, or starts a
  /// task it does not await: the command runs the main run loop until they are done, and the
  /// previews draw them.
  @Test(.timeLimit(.minutes(10)))
  func aPreviewModifierWhoseContextSuspendsIsWaitedForByTheCommand() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import SwiftUI

      actor Palette {
        func shade() async -> Color { .green }
      }

      @Observable final class Theme {
        var shade = Color.red
      }

      struct SlowTheme: PreviewModifier {
        static func makeSharedContext() async throws -> Theme {
          let theme = Theme()
          try await Task.sleep(nanoseconds: 30_000_000)
          theme.shade = await Palette().shade()
          return theme
        }
        func body(content: Content, context: Theme) -> some View {
          content.environment(context)
        }
      }

      struct LateTheme: PreviewModifier {
        static func makeSharedContext() async throws -> Theme {
          let theme = Theme()
          Task { @MainActor in theme.shade = .blue }
          return theme
        }
        func body(content: Content, context: Theme) -> some View {
          content.environment(context)
        }
      }

      extension PreviewTrait where T == Preview.ViewTraits {
        @MainActor static var slowTheme: Self = .modifier(SlowTheme())
      }

      struct Swatch: View {
        @Environment(Theme.self) private var theme
        var body: some View { theme.shade.frame(width: 20, height: 10) }
      }

      #Preview("Swatch", traits: .slowTheme, .sizeThatFitsLayout) { Swatch() }
      #Preview("Late", traits: .modifier(LateTheme()), .sizeThatFitsLayout) { Swatch() }

      """.utf8
    ).write(to: folder.appendingPathComponent("Swatch.swift"))
    let run = try cli.run("vellum", ["preview", "Swatch.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Swatch.light@2x.png"))).image
    #expect(png[10, 10].g > 100 && png[10, 10].r < 80, "the context's green, not its first red: \(png[10, 10])")
    // A task the context started and did not await runs before the render, as in Xcode.
    let late = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Late.light@2x.png"))).image
    #expect(late[10, 10].b > 200 && late[10, 10].r < 80, "the task's blue: \(late[10, 10])")
  }

  /// A widget extension's files: `#Preview(as:) { … } timeline: { … }` through WidgetKit's
  /// macro draws the widget at its size, and an `@main` bundle does not clash with the
  /// catalog. With only `import SwiftUI`, `UNUserNotificationCenter` is found, as UIKit (which
  /// SwiftUI re-exports on iOS) re-exports UserNotifications.
  @Test(.timeLimit(.minutes(10)))
  func aWidgetsPreviewDrawsTheWidgetAndSwiftUIFindsTheNotificationCenter() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import WidgetKit
      import SwiftUI

      struct Entry: TimelineEntry { let date: Date; let color: Color }

      struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now, color: .gray) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> ()) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
          completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
      }

      struct Tile: Widget {
        var body: some WidgetConfiguration {
          StaticConfiguration(kind: "Tile", provider: Provider()) { entry in
            entry.color.containerBackground(.blue, for: .widget)
          }
          .supportedFamilies([.systemMedium])
        }
      }

      @main struct Tiles: WidgetBundle {
        var body: some Widget { Tile() }
      }

      #Preview(as: .systemMedium) {
        Tile()
      } timeline: {
        Entry(date: .now, color: .red)
        Entry(date: .now, color: .green)
      }

      """.utf8
    ).write(to: folder.appendingPathComponent("Tile.swift"))
    try Data(
      """
      import SwiftUI

      struct Reminder: View {
        var body: some View {
          Button("Remind me") {
            UNUserNotificationCenter.current().requestAuthorization(options: [.alert]) { _, _ in }
          }
        }
      }

      """.utf8
    ).write(to: folder.appendingPathComponent("Reminder.swift"))
    let run = try cli.run(
      "vellum", ["preview", "Tile.swift", "Reminder.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Tile.light@2x.png"))).image
    #expect(png.width == 676 && png.height == 316, "a medium widget on an iPhone 15, 338×158 pt at @2x")
    let centre = png[338, 158]
    #expect(centre.r > 200 && centre.g < 80 && centre.b < 80, "the first entry's red: \(centre)")
    let margin = png[338, 10]
    #expect(margin.b > 200 && margin.r < 20, "the container background's blue in the margin: \(margin)")
  }

  /// `vellum preview` of a Core Data app's folder generates its model's classes, as Xcode
  /// does, and draws the same previews as the package target built with the plugin.
  @Test(.timeLimit(.minutes(10)))
  func aCoreDataAppsFolderPreviewsWithItsModelsClasses() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = CommandLineTests.root.appendingPathComponent("Fixtures/XcodeApp/Pantry")
    let run = try cli.run("vellum", ["preview", app.path, "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    for name in ["ContentView", "Cupboard"] {
      let drawn = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/\(name).light@2x.png"))).image
      let golden = try PNG.decode(
        Data(contentsOf: CommandLineTests.root.appendingPathComponent("Goldens/Pantry/\(name).light@2x.png"))
      ).image
      #expect(drawn == golden, "\(name) as the package target draws it")
    }
  }

  /// Entities whose classes the app writes by hand, as Xcode's "Manual/None" code generation
  /// leaves them (`@objc(Trip)`, `@NSManaged`, `@nonobjc`, `#keyPath`): `vellum preview`
  /// compiles them unchanged, and an error in one names the user's file and line.
  @Test(.timeLimit(.minutes(10)))
  func handWrittenManagedObjectClassesPreviewUnchanged() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws {
      let url = folder.appendingPathComponent(name)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(
      "Trips.xcdatamodeld/Trips.xcdatamodel/contents",
      """
      <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
      <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" sourceLanguage="Swift">
        <entity name="Trip" representedClassName=".Trip" syncable="YES">
          <attribute name="name" optional="YES" attributeType="String"/>
          <attribute name="days" optional="YES" attributeType="Integer 16" defaultValueString="1" usesScalarValueType="YES"/>
          <relationship name="stops" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Stop" inverseName="trip" inverseEntity="Stop"/>
        </entity>
        <entity name="Stop" representedClassName=".Stop" syncable="YES">
          <attribute name="city" optional="YES" attributeType="String"/>
          <relationship name="trip" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Trip" inverseName="stops" inverseEntity="Trip"/>
        </entity>
      </model>
      """)
    try write(
      "Trip+CoreDataClass.swift",
      "import Foundation\nimport CoreData\n\n@objc(Trip)\npublic class Trip: NSManagedObject {\n\n}\n")
    try write(
      "Trip+CoreDataProperties.swift",
      """
      import Foundation
      import CoreData

      extension Trip {
          @nonobjc public class func fetchRequest() -> NSFetchRequest<Trip> {
              return NSFetchRequest<Trip>(entityName: "Trip")
          }

          @NSManaged public var name: String?
          @NSManaged public var days: Int16
          @NSManaged public var stops: NSSet?
      }

      // MARK: Generated accessors for stops
      extension Trip {
          @objc(addStopsObject:)
          @NSManaged public func addToStops(_ value: Stop)

          @objc(removeStopsObject:)
          @NSManaged public func removeFromStops(_ value: Stop)
      }

      extension Trip : Identifiable {}

      """)
    try write(
      "Stop.swift",
      """
      import CoreData

      @objc(Stop)
      public class Stop: NSManagedObject, Identifiable {
          @NSManaged public var city: String?
          @NSManaged public var trip: Trip? // the inverse of Trip.stops
      }

      """)
    try write(
      "TripBars.swift",
      """
      import SwiftUI

      /// Bars as wide as the trips and as tall as the first trip's stops, so the image's size
      /// says what the preview fetched.
      struct TripBars: View {
          @FetchRequest(sortDescriptors: [NSSortDescriptor(key: #keyPath(Trip.name), ascending: true)])
          private var trips: FetchedResults<Trip>

          var body: some View {
              Color.red.frame(
                  width: CGFloat(trips.count * 10),
                  height: CGFloat(((trips.first?.stops as? Set<Stop>)?.count ?? 0) * 10 + Int(trips.first?.days ?? 0)))
          }
      }

      #Preview("Bars", traits: .sizeThatFitsLayout) {
          let container = NSPersistentContainer(name: "Trips")
          container.loadPersistentStores { _, _ in }
          let context = container.viewContext
          for (name, cities) in [("Lisbon", ["Porto"]), ("Andes", ["Cusco", "Puno", "Lima"]), ("Oslo", [])] {
              let trip = Trip(context: context)
              trip.name = name
              for city in cities {
                  let stop = Stop(context: context)
                  stop.city = city
                  trip.addToStops(stop)
              }
          }
          return TripBars().environment(\\.managedObjectContext, context)
      }

      """)
    let run = try cli.run("vellum", ["preview", folder.path, "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/Bars.light@2x.png"))).image
    #expect(
      png.width == 60 && png.height == 62,
      "three trips; Andes first by name, with three stops and the model's default of one day: \(png.width)×\(png.height)"
    )
    #expect(
      try String(contentsOf: folder.appendingPathComponent("Stop.swift"), encoding: .utf8).contains("@NSManaged"),
      "the file is unchanged")

    try write(
      "Stop.swift",
      "import CoreData\n\n@objc(Stop)\npublic class Stop: NSManagedObject {\n    @NSManaged public var city: Strin?\n}\n"
    )
    let broken = try cli.run("vellum", ["preview", folder.path, "--out", "out", "--scheme", "light"], in: folder)
    #expect(broken.code == 1)
    #expect(
      broken.err.contains("\(folder.path)/Stop.swift:5:") && broken.err.contains("Strin"),
      "the error names the user's file and line: \(broken.err)")
  }

  /// Target–action code as iOS files write it (a keyboard-hiding helper, a coordinator's
  /// `@objc` callback, a notification observer): `vellum preview` compiles it unchanged, each
  /// `#selector` naming the method as Apple's compiler does.
  @Test(.timeLimit(.minutes(10)))
  func targetActionFilesPreviewUnchangedWithTheirSelectorsNames() throws {
    let folder = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(
      """
      import SwiftUI
      import UIKit

      extension UIApplication {
          func endEditing() {
              sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
          }
      }

      final class Coordinator: NSObject {
          let button = UIButton(type: .system)
          override init() {
              super.init()
              button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
              NotificationCenter.default.addObserver(
                  self, selector: #selector(keyboardWillShow(notification:)),
                  name: UIResponder.keyboardWillShowNotification, object: nil)
          }
          @objc func tapped(_ sender: Any) {}
          @objc private func keyboardWillShow(notification: Notification) {}
      }

      /// A bar as wide as ten points per letter of the button's action name ("tapped:").
      struct SelectorBar: View {
          let coordinator = Coordinator()
          var body: some View {
              let names = coordinator.button.actions(forTarget: coordinator, forControlEvent: .touchUpInside) ?? []
              Color.red.frame(width: CGFloat((names.first?.count ?? 0) * 10), height: 10)
                  .onTapGesture { UIApplication.shared.endEditing() }
          }
      }

      #Preview(traits: .sizeThatFitsLayout) { SelectorBar() }

      """.utf8
    ).write(to: folder.appendingPathComponent("SelectorBar.swift"))
    let run = try cli.run("vellum", ["preview", "SelectorBar.swift", "--out", "out", "--scheme", "light"], in: folder)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: folder.appendingPathComponent("out/SelectorBar.light@2x.png"))).image
    #expect(png.width == 140 && png.height == 20, "\"tapped:\" is seven letters: \(png.width)×\(png.height)")
  }

  /// A screen that imports the app's own package (a design system whose colour is in its
  /// resources, over a models target it reaches with `package` access), as apps split theirs:
  /// `vellum preview` of the screen's folder finds and compiles both targets first. An import
  /// nothing provides, inside the package, is reported before anything compiles, where it is.
  @Test(.timeLimit(.minutes(10)))
  func aScreenThatImportsTheAppsOwnPackagePreviewsUnchanged() throws {
    let root = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws { try writeFile(path, text, in: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try write(
      "Packages/Kit/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Kit", platforms: [.iOS(.v17)],
        products: [.library(name: "DesignSystem", targets: ["DesignSystem"])],
        targets: [
          .target(name: "DesignSystem", dependencies: ["Models"], resources: [.process("Resources")]),
          .target(name: "Models"),
        ]
      )
      """)
    try write(
      "Packages/Kit/Sources/Models/Item.swift",
      """
      import Foundation

      public struct Item: Identifiable {
        public let id = UUID()
        public var width: CGFloat
        package static let samples = [Item(width: 30), Item(width: 50)]
      }

      """)
    let card = """
      import SwiftUI
      import Models

      public struct Swatches: View {
        public init() {}
        public var body: some View {
          VStack(alignment: .leading, spacing: 0) {
            ForEach(Item.samples) { Color("Brand", bundle: .module).frame(width: $0.width, height: 10) }
          }
        }
      }

      """
    try write("Packages/Kit/Sources/DesignSystem/Swatches.swift", card)
    try write(
      "Packages/Kit/Sources/DesignSystem/Resources/Colors.xcassets/Contents.json",
      #"{"info":{"author":"xcode","version":1}}"#)
    try write(
      "Packages/Kit/Sources/DesignSystem/Resources/Colors.xcassets/Brand.colorset/Contents.json",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.100","green":"0.700","blue":"0.200","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
    )
    try write(
      "App/Screens/Home.swift",
      """
      import SwiftUI
      import DesignSystem

      #Preview("Home", traits: .sizeThatFitsLayout) { Swatches() }

      """)
    let run = try cli.run("vellum", ["preview", "App/Screens", "--out", "out", "--scheme", "light"], in: root)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: root.appendingPathComponent("out/Home.light@2x.png"))).image
    #expect(png.width == 100 && png.height == 40, "the models' widths: \(png.width)×\(png.height)")
    let green = png[10, 30]
    #expect(green.g > 150 && green.r < 60, "the package's own colour: \(green)")
    #expect(png[80, 10].r > 200 && png[80, 30].r < 60, "the second row is wider: \(png[80, 10]) \(png[80, 30])")

    try write(
      "Packages/Kit/Sources/DesignSystem/Swatches.swift",
      card.replacingOccurrences(
        of: "import Models\n", with: "import Models\nimport Nuke\n"))
    let started = Date()
    let missing = try cli.run("vellum", ["preview", "App/Screens", "--out", "out", "--scheme", "light"], in: root)
    #expect(missing.code == 1)
    #expect(
      missing.err.contains("Packages/Kit/Sources/DesignSystem/Swatches.swift:3:8: error: no such module 'Nuke'"),
      "\(missing.err)")
    #expect(Date().timeIntervalSince(started) < 30, "found before anything compiles")
  }
}

extension PreviewFileTests {
  /// A screen that imports a third-party package its Xcode project pins (a chip view with
  /// `#if SWIFT_PACKAGE` reaching its colour in `Bundle.module`, over a second package its
  /// manifest requires and nothing pins): `vellum preview` fetches the first at its pinned
  /// revision, resolves the second from its tags, and compiles both first.
  @Test(.timeLimit(.minutes(10)))
  func aScreenThatImportsAPinnedRemotePackagePreviewsUnchanged() throws {
    let root = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws { try writeFile(path, text, in: root) }
    /// Commits a folder as a git repository of its own; returns the commit.
    func commit(_ folder: String) throws -> String {
      var head = ""
      for arguments in [
        ["init", "--quiet"], ["add", "."], ["commit", "--quiet", "-m", "v1"], ["rev-parse", "HEAD"],
      ] {
        let result = PackageCheckouts.git(
          ["-c", "user.name=Vellum", "-c", "user.email=tests@vellum.invalid"] + arguments,
          in: root.appendingPathComponent(folder))
        try #require(result.ok, "\(result.log)")
        head = result.log
      }
      return head
    }
    try write(
      "remote/chip-style/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(name: "ChipStyle", targets: [.target(name: "ChipStyle")])
      """)
    try write(
      "remote/chip-style/Sources/ChipStyle/Width.swift",
      "import CoreGraphics\npublic enum ChipMetrics { public static let width: CGFloat = 60 }\n")
    try write(
      "remote/swift-chips/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let package = Package(
        name: "Chips",
        dependencies: [.package(url: "\(root.path)/remote/chip-style", from: "1.0.0")],
        targets: [.target(name: "Chips", dependencies: ["ChipStyle"], resources: [.process("Colors.xcassets")])]
      )
      """)
    try write(
      "remote/swift-chips/Sources/Chips/Chip.swift",
      """
      import SwiftUI
      import ChipStyle

      public struct Chip: View {
        public init() {}
        public var body: some View {
          #if SWIFT_PACKAGE
            Color("ChipFill", bundle: .module).frame(width: ChipMetrics.width, height: 20)
          #else
            Color.red.frame(width: 10, height: 10)
          #endif
        }
      }

      """)
    try write(
      "remote/swift-chips/Sources/Chips/Colors.xcassets/ChipFill.colorset/Contents.json",
      #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"0.100","green":"0.200","blue":"0.900","alpha":"1.000"}}}]}"#
    )
    _ = try commit("remote/chip-style")
    try #require(PackageCheckouts.git(["tag", "1.0.0"], in: root.appendingPathComponent("remote/chip-style")).ok)
    let chips = try commit("remote/swift-chips")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("app/.git"), withIntermediateDirectories: true)
    try write(
      "app/Shop.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved",
      """
      {"pins": [
        {"identity": "swift-chips", "kind": "remoteSourceControl", "location": "\(root.path)/remote/swift-chips",
         "state": {"revision": "\(chips)", "version": "2.1.0"}}],
       "version": 2}
      """)
    try write(
      "app/Shop/Tags.swift",
      """
      import SwiftUI
      import Chips

      #Preview("Tags", traits: .sizeThatFitsLayout) { Chip() }

      """)
    // Checkouts kept in the test's folder (`VELLUM_CHECKOUTS`), not beside Vellum's builds.
    let run = try cli.run(
      "vellum", ["preview", "Tags.swift", "--out", "out", "--scheme", "light"],
      environment: ["VELLUM_CHECKOUTS": root.appendingPathComponent("checkouts").path],
      in: root.appendingPathComponent("app/Shop"))
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: root.appendingPathComponent("app/Shop/out/Tags.light@2x.png"))).image
    #expect(png.width == 120 && png.height == 40, "the second package's width: \(png.width)×\(png.height)")
    #expect(png[60, 20].b > 200 && png[60, 20].r < 60, "the package's own colour: \(png[60, 20])")
    #expect(run.err.contains("Fetching \(root.path)/remote/swift-chips at 2.1.0"), "\(run.err)")
    #expect(run.err.contains("Fetching \(root.path)/remote/chip-style at 1.0.0"), "\(run.err)")
    let kept = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("checkouts").path)
    #expect(kept.filter { !$0.hasSuffix(".json") }.count == 2, "both packages' checkouts, there: \(kept)")
  }

  /// A package's C target (a parser written in C, as `cmark_gfm` is) under a Swift target
  /// that imports it: compiled by clang with its `cSettings` define, imported through the
  /// module map SwiftPM would make from its umbrella header, linked into the preview. A
  /// target a manifest builds in code is found at `Sources/<name>`.
  @Test(.timeLimit(.minutes(10)))
  func aPackagesCTargetIsCompiledAndImported() throws {
    let root = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ path: String, _ text: String) throws { try writeFile(path, text, in: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
    try write(
      "Packages/Ruler/Package.swift",
      """
      // swift-tools-version: 5.9
      import PackageDescription
      let names = ["Ruler"]
      let package = Package(
        name: "Ruler",
        targets: names.map { .target(name: $0, dependencies: ["CRuler"]) } + [
          .target(name: "CRuler", cSettings: [.define("RULER_SCALE", to: "4")])
        ]
      )
      """)
    try write("Packages/Ruler/Sources/CRuler/include/CRuler.h", "#pragma once\nint ruler_width(int units);\n")
    try write(
      "Packages/Ruler/Sources/CRuler/ruler.c",
      "#include \"CRuler.h\"\n#ifndef RULER_SCALE\n#error the define is missing\n#endif\n"
        + "int ruler_width(int units) { return units * RULER_SCALE; }\n")
    try write(
      "Packages/Ruler/Sources/Ruler/Ruler.swift",
      """
      import SwiftUI
      import CRuler

      public struct Ruler: View {
        public init() {}
        public var body: some View { Color.red.frame(width: CGFloat(ruler_width(12)), height: 10) }
      }

      """)
    try write(
      "App/Measure.swift",
      """
      import SwiftUI
      import Ruler

      #Preview("Measure", traits: .sizeThatFitsLayout) { Ruler() }

      """)
    let run = try cli.run(
      "vellum", ["preview", "Measure.swift", "--out", "out", "--scheme", "light"],
      in: root.appendingPathComponent("App"))
    #expect(run.code == 0, "\(run.out)\(run.err)")
    let png = try PNG.decode(Data(contentsOf: root.appendingPathComponent("App/out/Measure.light@2x.png"))).image
    #expect(png.width == 96 && png.height == 20, "12 units of 4 pt, from C: \(png.width)×\(png.height)")
  }

  /// An Xcode 16 app whose folder holds files its target does not compile: an old copy of
  /// a view (the same type declared again), a legacy folder that imports a module no longer
  /// there, a script of top-level code a Copy Files phase copies, and beside it a widget and
  /// a watch app declaring the same types, and tests. Previewing the repository compiles the
  /// app target's files only, says so in one line, and draws the app's own catalog colour,
  /// not the widget's of the same name. Without the project, every file was compiled and
  /// the build failed.
  @Test(.timeLimit(.minutes(10)))
  func aFolderInAnXcodeProjectCompilesTheFilesOfItsAppTarget() throws {
    let root = try cli.scratch()
    defer { try? FileManager.default.removeItem(at: root) }
    try XcodeProjectTests.writeShop(at: root)
    func write(_ path: String, _ text: String) throws { try writeFile(path, text, in: root) }
    func colorSet(_ catalog: String, red: Double, green: Double, blue: Double) throws {
      try write(
        "\(catalog)/Brand.colorset/Contents.json",
        #"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"\#(red)","green":"\#(green)","blue":"\#(blue)","alpha":"1.000"}}}],"info":{"author":"xcode","version":1}}"#
      )
    }
    try colorSet("Shop/Assets.xcassets", red: 0.9, green: 0.1, blue: 0.1)
    try colorSet("ShopWidget/Assets.xcassets", red: 0.1, green: 0.1, blue: 0.9)
    try write("Shop/ShopApp.swift", "import SwiftUI\n\nenum Shop { static let name = \"Shop\" }\n")
    try write(
      "Shop/Views/ProductRow.swift",
      """
      import SwiftUI

      struct ProductRow: View {
        var body: some View {
          HStack(spacing: 0) { Color("Brand"); Price.tint; Color.brand }
        }
      }

      #Preview("Row", traits: .fixedLayout(width: 30, height: 10)) { ProductRow() }

      """)
    try write(
      "Shop/Views/ProductRow 2.swift",
      "import SwiftUI\n\nstruct ProductRow: View {\n  var body: some View { Color.blue }\n}\n")
    try write("Shop/Legacy/Old.swift", "import LegacyKit\n\nstruct OldRow {}\n")
    try write("Shop/Shared/Price.swift", "import SwiftUI\n\nenum Price { static let tint = Color.green }\n")
    try write("Shop/Scripts/helper.swift", "print(\"copied, not compiled\")\n")
    try write("ShopWidget/ShopWidget.swift", "import SwiftUI\n\nenum Price {}\nstruct ProductRow {}\n")
    try write("ShopWatch/WatchApp.swift", "import SwiftUI\n\nenum Price {}\n")
    try write("ShopTests/ShopTests.swift", "@testable import Shop\nimport XCTest\n")

    let run = try cli.run("vellum", ["preview", root.path, "--out", "out", "--scheme", "light"], in: root)
    #expect(run.code == 0, "\(run.out)\(run.err)")
    #expect(
      run.err.contains(
        "note: left out 6 of 9 Swift files, which the Xcode target 'Shop' (Shop.xcodeproj) does not compile"),
      "\(run.err)")
    #expect(run.err.contains("building the previews of 3 files"), "\(run.err)")
    let png = try PNG.decode(Data(contentsOf: root.appendingPathComponent("out/Row.light@2x.png"))).image
    #expect(png.width == 60 && png.height == 20)
    for x in [10, 50] {
      let brand = png[x, 10]
      #expect(brand.r > 200 && brand.g < 60 && brand.b < 60, "the app's Brand, not the widget's: \(brand) at \(x)")
    }
    let price = png[30, 10]
    #expect(price.g > 100 && price.r < 60, "the shared file's green: \(price)")

    // The same folder without its project: every file is compiled, as before, and fails.
    try FileManager.default.removeItem(at: root.appendingPathComponent("Shop.xcodeproj"))
    let all = try cli.run("vellum", ["preview", root.path, "--out", "all", "--scheme", "light"], in: root)
    #expect(all.code == 1 && all.err.contains("LegacyKit"), "\(all.err)")
  }
}

extension PreviewFileTests {
  /// Writes a text file at a path under `root`, making its folders.
  func writeFile(_ path: String, _ text: String, in root: URL) throws {
    let file = root.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }
}
