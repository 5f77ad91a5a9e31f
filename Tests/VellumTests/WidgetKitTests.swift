import AppIntents
import Foundation
import Testing
import Vellum
import VellumCairo
import WidgetKit

/// WidgetKit on a Home Screen with no widgets: the app's reloads do nothing, and a widget
/// preview draws its first entry at the family's size, in the widget's rounded shape, on its
/// container background, inside the content margins.
@Suite struct WidgetKitTests {
  struct ColorEntry: TimelineEntry {
    let date: Date
    let color: Color
  }

  /// Counts the provider's calls, as a widget's provider is asked by iOS.
  final class Calls: @unchecked Sendable {
    var timelines = 0
  }

  struct ColorProvider: TimelineProvider {
    let calls: Calls
    func placeholder(in context: Context) -> ColorEntry { ColorEntry(date: .now, color: .gray) }
    func getSnapshot(in context: Context, completion: @escaping (ColorEntry) -> Void) {
      completion(placeholder(in: context))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ColorEntry>) -> Void) {
      calls.timelines += 1
      let color: Color = context.isPreview && context.family == .systemMedium ? .green : .red
      completion(Timeline(entries: [ColorEntry(date: .now, color: color)], policy: .atEnd))
    }
  }

  /// A widget whose content is its entry's colour, on a blue container background.
  struct Swatch: Widget {
    nonisolated(unsafe) static var calls = Calls()
    nonisolated(unsafe) static var marginsDisabled = false

    var body: some WidgetConfiguration {
      if Self.marginsDisabled {
        configuration.contentMarginsDisabled()
      } else {
        configuration
      }
    }

    var configuration: some WidgetConfiguration {
      StaticConfiguration(kind: "Swatch", provider: ColorProvider(calls: Self.calls)) { entry in
        entry.color.containerBackground(.blue, for: .widget)
      }
      .configurationDisplayName("Swatch")
      .description("A colour")
      .supportedFamilies([.systemSmall, .systemMedium])
    }
  }

  /// Renders a preview declaration at its own size, at 1×.
  func render(_ declaration: _PreviewDeclaration) throws -> (size: CGSize, image: RGBAImage) {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(declaration.makeView(), size: .unspecified, scale: 1).displayList
    return (list.size, try renderer.pixels(list, scale: 1, colorScheme: .light))
  }

  static let white: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)
  static let blue: (UInt8, UInt8, UInt8, UInt8) = (0, 122, 255, 255)
  static let orange: (UInt8, UInt8, UInt8, UInt8) = (255, 149, 0, 255)
  static let red: (UInt8, UInt8, UInt8, UInt8) = (255, 59, 48, 255)
  static let green: (UInt8, UInt8, UInt8, UInt8) = (52, 199, 89, 255)

  @Test @MainActor func aSmallWidgetIsARoundedSquareOnItsBackgroundInsideItsMargins() throws {
    let declaration = _widgetPreview(nil, as: .systemSmall, fileID: "App/Swatch.swift", line: 1) {
      Swatch()
    } timeline: {
      ColorEntry(date: .now, color: .orange)
      ColorEntry(date: .distantFuture, color: .red)
    }
    #expect(declaration.traits == [.sizeThatFitsLayout])
    let (size, image) = try render(declaration)
    #expect(size == CGSize(width: 158, height: 158))
    // The corner is outside the 21.67 pt continuous rounded rectangle: the canvas shows.
    #expect(image[1, 1] == Self.white, "\(image[1, 1])")
    #expect(image[157, 157] == Self.white)
    // The container background fills the widget beneath the 16 pt margins…
    #expect(image[79, 8] == Self.blue, "\(image[79, 8])")
    #expect(image[8, 79] == Self.blue)
    #expect(image[150, 79] == Self.blue)
    // …and the first entry's content fills what the margins leave.
    #expect(image[17, 79] == Self.orange, "\(image[17, 79])")
    #expect(image[79, 79] == Self.orange)
    #expect(image[140, 140] == Self.orange)
  }

  @Test @MainActor func contentMarginsDisabledLetTheContentReachTheEdges() throws {
    Swatch.marginsDisabled = true
    defer { Swatch.marginsDisabled = false }
    let declaration = _widgetPreview(nil, as: .systemSmall, fileID: "App/Swatch.swift", line: 1) {
      Swatch()
    } timeline: {
      ColorEntry(date: .now, color: .orange)
    }
    let (_, image) = try render(declaration)
    #expect(image[79, 2] == Self.orange, "\(image[79, 2])")
    #expect(image[2, 79] == Self.orange)
    #expect(image[1, 1] == Self.white)
  }

  @Test @MainActor func theProviderIsAskedForTheFamilysTimeline() throws {
    Swatch.calls = Calls()
    let declaration = _widgetPreview("Medium", as: .systemMedium, fileID: "App/Swatch.swift", line: 1) {
      Swatch()
    } timelineProvider: {
      ColorProvider(calls: Swatch.calls)
    }
    #expect(declaration.name == "Medium")
    let (size, image) = try render(declaration)
    #expect(Swatch.calls.timelines >= 1)
    #expect(size == CGSize(width: 338, height: 158))
    #expect(image[169, 79] == Self.green, "the preview's medium entry: \(image[169, 79])")
  }

  struct FamilyName: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    var body: some View {
      family == .systemLarge && margins.leading == 16 && showsBackground ? Color.green : Color.red
    }
  }

  @Test @MainActor func theFamilyIsInTheEnvironmentOfAPreviewContext() throws {
    #expect(EnvironmentValues().widgetFamily == .systemSmall)
    #expect(EnvironmentValues().widgetRenderingMode == .fullColor)
    let renderer = try ImageRenderer()
    let view = FamilyName().previewContext(WidgetPreviewContext(family: .systemLarge))
    let list = renderer.displayList(view, size: .unspecified, scale: 1).displayList
    #expect(list.size == CGSize(width: 338, height: 354))
    let image = try renderer.pixels(list, scale: 1, colorScheme: .light)
    #expect(image[169, 177] == Self.green, "\(image[169, 177])")
    // No container background: the system background, white in light mode.
    #expect(image[169, 8] == Self.white)
    let settings = _previewSettings { FamilyName().previewContext(WidgetPreviewContext(family: .systemSmall)) }
    #expect(settings.first?.layout == .sizeThatFits)
  }

  @Test @MainActor func theAppsReloadsDoNothingAndNoWidgetsArePlaced() async throws {
    WidgetCenter.shared.reloadAllTimelines()
    WidgetCenter.shared.reloadTimelines(ofKind: "Swatch")
    #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    var placed: Int?
    WidgetCenter.shared.getCurrentConfigurations { result in placed = (try? result.get())?.count }
    #expect(placed == 0)
    let configuration = Swatch().body._widgetContent
    #expect(configuration.kind == "Swatch" && configuration.displayName == "Swatch")
    #expect(configuration.supportedFamilies == [.systemSmall, .systemMedium])
    // A widget shared with the watch switches over the watch's corner family too.
    #expect(WidgetFamily.accessoryCorner.description == "accessoryCorner" && WidgetFamily.allCases.count == 8)
    #expect(TimelineProviderContext.self == ColorProvider.Context.self)
  }

  struct Emoji: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Emoji" }
    static var description: IntentDescription { "Pick an emoji" }
    @Parameter(title: "Emoji", default: "😀") var emoji: String
    @Parameter(title: "Note") var note: String?
  }

  struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: Emoji
  }

  struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .now, configuration: Emoji()) }
    func snapshot(for configuration: Emoji, in context: Context) async -> EmojiEntry {
      EmojiEntry(date: .now, configuration: configuration)
    }
    func timeline(for configuration: Emoji, in context: Context) async -> Timeline<EmojiEntry> {
      Timeline(entries: [EmojiEntry(date: .now, configuration: configuration)], policy: .never)
    }
  }

  struct EmojiWidget: Widget {
    var body: some WidgetConfiguration {
      AppIntentConfiguration(kind: "Emoji", intent: Emoji.self, provider: EmojiProvider()) { entry in
        (entry.configuration.emoji == "🎉" ? Color.green : Color.red).containerBackground(.orange, for: .widget)
      }
    }
  }

  @Test @MainActor func anIntentWidgetDrawsTheEntryOfTheIntentItIsGiven() async throws {
    let intent = Emoji()
    #expect(intent.emoji == "😀" && intent.note == nil)
    #expect(Emoji.title.key == "Emoji")
    _ = try await intent.perform()
    let party = Emoji()
    party.emoji = "🎉"
    let declaration = _widgetPreview(nil, as: .systemSmall, using: party, fileID: "App/Emoji.swift", line: 1) {
      EmojiWidget()
    } timelineProvider: {
      EmojiProvider()
    }
    let (_, image) = try render(declaration)
    #expect(image[79, 79] == Self.green, "\(image[79, 79])")
    #expect(image[79, 8] == Self.orange)
  }
}
