import Foundation
import Testing
import Vellum
import VellumCairo
import VellumPreview

private enum ReadingMode: String, CaseIterable { case paged, scrolling }

struct IdiomItem: Identifiable {
  let id: Int
  var title: String
  var isDone: Bool
}

/// API that real screen files used and Vellum lacked (issue 29), in the idioms those files
/// use them, compiled by this target in Swift 6 and checked where it draws.
struct IdiomScreen: View {
  @State private var items = [IdiomItem(id: 1, title: "Milk", isDone: false)]
  @State private var selection: Set<Int> = []
  @Environment(\.labelsVisibility) private var labelsVisibility

  var body: some View {
    VStack {
      LabeledContent("Price", value: 1234.5, format: .number)
      Text("Due ").foregroundStyle(.red) + Text("today").foregroundStyle(.secondary)
      Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
      HStack { Text("Struck") }.strikethrough()
      Text("On background").foregroundStyle(.background)
      Button("Bordered") {}.buttonStyle(.borderedProminent).clipShape(.buttonBorder)
      EllipticalGradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)])
        .frame(width: 20, height: 20)
      Menu("More") { Button("Keep open") {} }.menuActionDismissBehavior(.disabled)
      List($items, selection: $selection) { $item in Toggle(item.title, isOn: $item.isDone) }
      Text(labelsVisibility == .hidden ? "hidden" : "shown")
      Text("Caption").font(Font(UIFont.preferredFont(forTextStyle: .caption1)))
      Image(uiImage: UIImage(named: "no-such-image") ?? UIImage())
    }
  }
}

/// A file that bridges a screen to UIKit declares a hosting controller subclass.
final class IdiomHostingController: UIHostingController<IdiomScreen> {
  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  }
}

#Preview("Wrapper") {
  struct PreviewWrapper: View {
    @State var isOn = true
    var body: some View { Toggle("Wi-Fi", isOn: $isOn) }
  }
  return PreviewWrapper()
}

#Preview("Private state") {
  @Previewable @State var mode = ReadingMode.paged
  Text(mode.rawValue)
}

@Suite struct SameSourceAPITests {
  func list(_ view: some View, _ environment: EnvironmentValues = EnvironmentValues()) throws -> String {
    try ImageRenderer().displayList(view, size: ProposedViewSize(width: 393, height: 852), environment: environment)
      .displayList.description
  }

  @Test func theIdiomsDrawWhatTheySay() throws {
    var german = EnvironmentValues()
    german.locale = Locale(identifier: "de_DE")
    let text = try list(IdiomScreen(), german)
    #expect(text.contains("\"1.234,5\""), "a format style in the environment's locale: \(text)")
    #expect(text.contains("#ff3b30ff \"Due \"") || text.contains("\"Due today\""), "\(text)")
    #expect(text.contains("\"shown\""))
    #expect(text.contains("\"Caption\"") && text.contains("12pt"), "UIFont's caption1 is 12 pt: \(text)")
  }

  func pixels(_ view: some View) throws -> RGBAImage {
    let renderer = try ImageRenderer()
    let list = renderer.displayList(view.padding(4), size: .unspecified, scale: 2).displayList
    return try renderer.pixels(list, scale: 2, colorScheme: .light)
  }

  /// `.strikethrough()`, `.underline()`, `.kerning` on any view (iOS 16) draw what the same
  /// modifiers on the `Text` draw.
  @Test func viewLevelTextDecorationsReachTheText() throws {
    let plain = try pixels(Text("Struck"))
    #expect(try pixels(HStack { Text("Struck") }.strikethrough()) == pixels(Text("Struck").strikethrough()))
    #expect(try pixels(HStack { Text("Struck") }.strikethrough()) != plain)
    #expect(try pixels(VStack { Text("Under") }.underline(color: .red)) == pixels(Text("Under").underline(color: .red)))
    #expect(try pixels(VStack { Text("Wide") }.kerning(3)) == pixels(Text("Wide").kerning(3)))
  }

  @Test func aFillThenAStrokeDrawsBoth() throws {
    let text = try list(Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40))
    #expect(text.contains("fill") && text.contains("stroke"), "\(text)")
  }

  @Test func uiKitNamesCarryTheirValues() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
    #expect(UIImage(named: "no-such-image") == nil, "a missing image is nil, as in UIKit")
    #expect(UIImage(systemName: "heart.fill") != nil && UIImage(systemName: "no.such.symbol") == nil)
    #expect(UIFont.systemFont(ofSize: 15, weight: .bold).pointSize == 15)
    #expect(UISwipeGestureRecognizer.Direction([.left, .right]).contains(.left))
    #expect(IdiomHostingController(rootView: IdiomScreen()).rootView.body is VStack<AnyView> == false)
  }

  @Test func previewsWithALocalTypeOrPrivateStateAreFoundAndRender() throws {
    let mine = Preview.discovered(inModule: "VellumTests")
    let wrapper = try #require(mine.first { $0.name == "Wrapper" })
    let state = try #require(mine.first { $0.name == "Private state" })
    #expect(try list(wrapper.view).contains("\"Wi-Fi\""))
    #expect(try list(state.view).contains("\"paged\""))
  }
}
