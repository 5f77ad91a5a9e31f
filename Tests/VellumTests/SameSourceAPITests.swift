import Foundation
import Testing

@testable import Vellum
import VellumCairo
import SwiftData
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

/// A map or web view from UIKit, as screens wrap them.
struct IdiomMapView: UIViewRepresentable {
  func makeUIView(context: Context) -> UIView { UIView() }
  func updateUIView(_ uiView: UIView, context: Context) {}
}

struct IdiomPicker: UIViewControllerRepresentable {
  final class Coordinator {}
  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
  func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

/// iOS 16/17 modifiers screens use, each accepted or drawn.
struct IdiomMotion: View {
  @State private var count = 3
  @State private var showsAlert = true
  var body: some View {
    VStack {
      Text("\(count)").contentTransition(.numericText())
      Rectangle().fill(Color.red.secondary).frame(width: 10, height: 10)
      Image(systemName: "arrow.up").rotationEffect(.degrees(30) * 2)
      TabView { Text("Page") }.tabViewStyle(.page).indexViewStyle(.page(backgroundDisplayMode: .always))
    }
    .animation(.spring(duration: 0.3, bounce: 0.2, blendDuration: 0), value: count)
    .animation(.interpolatingSpring(duration: 0.6, bounce: 2).repeatForever(), value: showsAlert)
    .alert(Text("Delete \(count) items?"), isPresented: $showsAlert, presenting: count) { _ in
      Button("Delete", role: .destructive) {}
    } message: { _ in
      Text("This cannot be undone.")
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

/// The SwiftData preview idiom whose branches return different views.
#Preview("Branches") {
  do {
    let container = try ModelContainer(for: Schema([]), configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    return Text("Container ready").modelContainer(container)
  } catch {
    return Label("Failed: \(error.localizedDescription)", systemImage: "xmark")
  }
}

#Preview("Private state") {
  @Previewable @State var mode = ReadingMode.paged
  Text(mode.rawValue)
}

/// An app's colour helpers, in the idioms public files use.
extension UIColor {
  convenience init(hex: UInt32) {
    self.init(
      red: CGFloat(hex >> 16 & 0xff) / 255, green: CGFloat(hex >> 8 & 0xff) / 255, blue: CGFloat(hex & 0xff) / 255,
      alpha: 1)
  }

  static let brandNight = UIColor { traits in
    traits.userInterfaceStyle == .dark ? UIColor(hex: 0x0A_1E3C) : UIColor(Color.white)
  }

  var hexString: String {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    getRed(&red, green: &green, blue: &blue, alpha: nil)
    return String(format: "#%02X%02X%02X", Int(red * 255), Int(green * 255), Int(blue * 255))
  }
}

/// Older and optional-value control initialisers public screens use.
struct IdiomProfileForm: View {
  @State private var flavor = "Mint"
  @State private var age: Int? = nil
  @State private var height: Double? = 1.8

  var body: some View {
    Form {
      Picker(selection: $flavor, label: Text("Flavour")) {
        Text("Mint").tag("Mint")
        Text("Lemon").tag("Lemon")
      }
      TextField("Age", value: $age, format: .number)
      TextField("Height", value: $height, format: .number)
    }
  }
}

/// iOS 16–18 idioms from public screens: conditional bold, colour mixes and literals, symbol
/// effects, the container shape, toolbar content built apart, an image watched for changes.
struct IdiomBadge: View {
  var isNew: Bool
  @State private var picked: Image?
  @State private var pulses = 0

  var body: some View {
    NavigationStack {
      VStack {
        title(isNew)
        Image(systemName: "wifi").symbolEffect(.variableColor.iterative, options: .repeat(3), value: pulses)
        Image(systemName: isNew ? "sun.max" : "moon").contentTransition(.symbolEffect(.replace.offUp))
        if isNew { Image(systemName: "star").transition(.symbolEffect(.disappear.down)) }
        ContainerRelativeShape().fill(Color.blue.mix(with: .white, by: 0.5)).frame(width: 20, height: 4)
        Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)).frame(width: 20, height: 4)
      }
      .onChange(of: picked) { _, _ in }
      .toolbar { items }
    }
  }

  func title(_ strong: Bool) -> Text { Text("Badge").bold(strong).italic(false) }

  @ToolbarContentBuilder var items: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) { Button("Share") {} }
    if isNew { ToolbarItem(placement: .topBarLeading) { Button("Clear") {} } }
  }
}

/// A note an app lets people share and drag, in the usual CoreTransferable form.
struct IdiomNote: Codable, Transferable {
  var title: String
  var body: String

  static var transferRepresentation: some TransferRepresentation {
    CodableRepresentation(contentType: .json)
    DataRepresentation(exportedContentType: .plainText) { note in Data(note.body.utf8) }
      .exportingCondition { !$0.body.isEmpty }
    // The closure takes the note itself (a contacts sample's `$0.fullName`).
    ProxyRepresentation(exporting: \.title).suggestedFileName { $0.title }
  }
}

/// A UIKit text field subclass wrapped for SwiftUI, as screens write emoji or code fields.
final class IdiomEmojiField: UITextField {
  override var textInputContextIdentifier: String? { "" }
  override var textInputMode: UITextInputMode? {
    UITextInputMode.activeInputModes.first { $0.primaryLanguage == "emoji" }
  }
}

struct IdiomEmojiFieldView: UIViewRepresentable {
  @Binding var text: String

  final class Coordinator: NSObject, UITextFieldDelegate {
    var changes = 0
    func textFieldDidChangeSelection(_ textField: UITextField) { changes += 1 }
  }

  func makeCoordinator() -> Coordinator { Coordinator() }
  func makeUIView(context: Context) -> IdiomEmojiField {
    let field = IdiomEmojiField()
    field.placeholder = "Mood"
    field.font = .systemFont(ofSize: 20)
    field.textAlignment = .center
    field.delegate = context.coordinator
    return field
  }
  func updateUIView(_ uiView: IdiomEmojiField, context: Context) { uiView.text = text }
}

/// A row that scales while pressed, with the `pressing:` form of the long-press modifier.
struct IdiomPressRow: View {
  @State private var isPressed = false
  var body: some View {
    Text(isPressed ? "Pressed" : "At rest")
      .onLongPressGesture(minimumDuration: 0, maximumDistance: .infinity, pressing: { isPressed = $0 }) {}
  }
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

  /// iOS 17's `.placeholder` style is the placeholder text colour (a clear button's glyph).
  @Test func thePlaceholderStyleIsThePlaceholderTextColour() throws {
    let symbol = Image(systemName: "xmark.circle.fill")
    #expect(try pixels(symbol.foregroundStyle(.placeholder)) == pixels(symbol.foregroundStyle(Color.placeholderText)))
    #expect(try pixels(symbol.foregroundStyle(.placeholder)) != pixels(symbol.foregroundStyle(.secondary)))
  }

  @Test func aFillThenAStrokeDrawsBoth() throws {
    let text = try list(Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40))
    #expect(text.contains("fill") && text.contains("stroke"), "\(text)")
  }

  /// iOS 17's chain goes on past two calls: a ring of three borders, widest first.
  @Test func threeChainedStrokeBordersDrawThreeRings() throws {
    let text = try list(
      Circle().strokeBorder(.mint.opacity(0.2), lineWidth: 30).strokeBorder(.mint.opacity(0.5), lineWidth: 16)
        .strokeBorder(.mint, lineWidth: 6).frame(width: 100, height: 100))
    let strokes = text.components(separatedBy: "\n").filter { $0.contains("stroke") }
    #expect(strokes.count == 3, "\(text)")
    // In order, each in its own colour and inset by half its own width (radius 50 − 15,
    // 50 − 8, 50 − 3 about the centre at x 197).
    #expect(strokes.count == 3 && strokes[0].contains(") 30 #00c7be33 M232,426"), "\(strokes)")
    #expect(strokes.count == 3 && strokes[1].contains(") 16 #00c7be80 M239,426"), "\(strokes)")
    #expect(strokes.count == 3 && strokes[2].contains(") 6 #00c7beff M244,426"), "\(strokes)")
  }

  @Test func aFillThenAFillDrawsTheSecondOverTheFirst() throws {
    // A material tinted, as a music player's progress track does (iOS 17's chained fill).
    let text = try list(
      Rectangle().fill(.regularMaterial).fill(.primary.opacity(0.2)).frame(width: 40, height: 8))
    let material = try #require(text.range(of: "material("), "\(text)")
    // Primary at 20 % over the material, in the same rectangle.
    #expect(text[material.upperBound...].contains("fill (177, 422, 40×8) #00000033"), "\(text)")
  }

  /// iOS 26's and iOS 18's drawing options that Vellum accepts and draws as before.
  @Test func edgeEffectsAndGradientSpacesDrawAsBefore() throws {
    let scroll = { ScrollView { Text("Row").padding() }.frame(width: 100, height: 60) }
    #expect(
      try list(scroll().scrollEdgeEffectStyle(.soft, for: .top).scrollEdgeEffectHidden(true, for: .bottom))
        == list(scroll()))
    let stops = Gradient(colors: [.red, .blue])
    #expect(
      try list(
        Rectangle().fill(LinearGradient(gradient: stops.colorSpace(.perceptual), startPoint: .top, endPoint: .bottom)))
        == list(Rectangle().fill(LinearGradient(gradient: stops, startPoint: .top, endPoint: .bottom))))
  }

  @Test func uiKitNamesCarryTheirValues() {
    #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.systemName == "iOS")
    #expect(UIImage(named: "no-such-image") == nil, "a missing image is nil, as in UIKit")
    // `UIImage(imageLiteralResourceName:)` (what `#imageLiteral` makes) traps on a missing
    // name, as UIKit's does, so a project form's fallback `?? UIImage(imageLiteralResourceName: "")`
    // compiles and is never reached while the preview draws.
    let literal: (String) -> UIImage = UIImage.init(imageLiteralResourceName:)
    #expect(type(of: literal) == ((String) -> UIImage).self)
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
    let branches = try #require(mine.first { $0.name == "Branches" })
    #expect(try list(branches.view).contains("\"Container ready\""), "a body may return different views")
  }

  /// A UIKit view takes the space it is offered, drawn as a grey placeholder with a
  /// diagnostic naming it; `makeUIView` is never called.
  @Test func aUIKitViewIsAPlaceholderThatSaysSo() throws {
    let renderer = try ImageRenderer()
    let result = renderer.displayList(
      VStack(spacing: 0) {
        IdiomMapView(); IdiomPicker().frame(height: 100)
      }, size: ProposedViewSize(width: 300, height: 500))
    let text = result.displayList.description
    #expect(text.contains("(0, 0, 300×400)") && text.contains("(0, 400, 300×100)"), "\(text)")
    #expect(result.diagnostics.contains { $0.contains("IdiomMapView: a UIKit view, drawn as a placeholder") })
    #expect(result.diagnostics.contains { $0.contains("IdiomPicker: a UIKit view") })
  }

  /// An App's `init()` that styles UIKit's bars compiles and changes nothing drawn.
  /// `UIColor` is a class, so an app's convenience initialisers compile; a dynamic provider
  /// gives light and dark; components, `cgColor` and `Color(cgColor:)` carry the values.
  @Test func uiColorExtensionsOfAppsWork() {
    #expect(UIColor(hex: 0xFF_8000).hexString == "#FF8000")
    let night = Color(UIColor.brandNight)
    #expect(RGBA(night.resolve(in: .scheme(.dark))) == RGBA(10 / 255, 30 / 255, 60 / 255, 1))
    #expect(RGBA(night.resolve(in: .scheme(.light))) == RGBA(1, 1, 1, 1))
    let cg = UIColor(hex: 0x33_6699).cgColor
    #expect(cg.numberOfComponents == 4 && cg.alpha == 1)
    #expect(RGBA(Color(cgColor: cg).resolve(in: .scheme(.light))) == RGBA(0.2, 0.4, 0.6, 1))
    #expect(UIColor.brandNight.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).hexString == "#0A1E3C")
    #expect(UIColor(named: "NoSuchColour") != nil, "Vellum answers a colour that draws as a missing one")
  }

  /// `Picker(selection:label:content:)` (iOS 13) shows its label and selection; a format
  /// field over an optional value shows the placeholder for nil and the value otherwise.
  @Test func olderAndOptionalControlInitialisersDraw() throws {
    let renderer = try ImageRenderer()
    let text = renderer.displayList(IdiomProfileForm(), size: ProposedViewSize(width: 393, height: 852)).displayList
      .description
    for word in ["\"Flavour\"", "\"Mint\"", "\"Age\"", "\"1.8\""] {
      #expect(text.contains(word), "\(word) in \(text)")
    }
    #expect(!text.contains("\"Height\""), "a value hides the placeholder")
  }

  /// `UIImage(data:)` of PNG bytes draws them through `Image(uiImage:)` and gives them back
  /// from `pngData()`; data that is no image gives nil, as in UIKit.
  @Test func uiImagesFromDataDrawAndGiveTheirBytesBack() throws {
    let pixels = RGBAImage(
      width: 4, height: 4,
      rgba: [UInt8](repeating: 0, count: 64).enumerated().map { $0.offset % 4 == 3 || $0.offset % 4 == 2 ? 255 : 0 })
    let png = try PNG.encode(pixels)
    let image = try #require(UIImage(data: png))
    #expect(image.pngData() == png && image.jpegData(compressionQuality: 0.8) == nil)
    #expect(UIImage(data: Data("not an image".utf8)) == nil)
    let renderer = try ImageRenderer()
    let list = renderer.displayList(Image(uiImage: image), size: ProposedViewSize(width: 4, height: 4)).displayList
    let drawn = try renderer.pixels(list, scale: 1, colorScheme: .light)
    #expect(drawn[1, 1] == (0, 0, 255, 255), "the blue pixels of the data: \(drawn[1, 1])")
  }

  /// A password manager's data service and rows (LocalPass, fourth trial): `UIImage.size` in
  /// points (pixels over the file's scale), `UIPasteboard.general` as a copy button writes it,
  /// and `.moveDisabled` / `.deleteDisabled` accepted and drawing nothing of their own.
  @Test func imageSizesThePasteboardAndRowEditingModifiers() throws {
    let pixels = RGBAImage(width: 6, height: 4, rgba: [UInt8](repeating: 255, count: 96))
    let image = try #require(UIImage(data: try PNG.encode(pixels), scale: 2))
    #expect(image.size == CGSize(width: 3, height: 2) && image.scale == 2)
    #expect(UIImage().size == .zero)
    let board = UIPasteboard()
    #expect(board.string == nil && !board.hasStrings)
    board.string = "123 456"
    #expect(board.string == "123 456" && board.hasStrings && board.numberOfItems == 1)
    board.url = URL(string: "https://example.com")
    #expect(board.string == nil && board.url?.host == "example.com", "a new item replaces the old")
    let renderer = try ImageRenderer()
    let size = ProposedViewSize(width: 200, height: 100)
    let plain = renderer.displayList(Text("Row"), size: size).displayList.description
    let disabled = renderer.displayList(Text("Row").moveDisabled(true).deleteDisabled(true), size: size)
    #expect(disabled.displayList.description == plain)
  }

  /// The idioms above compile and draw what they say: the colours mixed and from a literal,
  /// the toolbar content built apart (with its condition), symbols at rest.
  @Test func iOS16To18IdiomsDraw() throws {
    let renderer = try ImageRenderer()
    let text = renderer.displayList(IdiomBadge(isNew: true), size: ProposedViewSize(width: 393, height: 852))
      .displayList.description
    // systemBlue (0, 122, 255) half way to white: (127.5, 188.5, 255).
    #expect(text.contains("#80bdffff"), "blue mixed half with white: \(text)")
    #expect(text.contains("#ff0000ff"), "the colour literal's red")
    for label in ["\"Share\"", "\"Clear\"", "\"Badge\""] { #expect(text.contains(label), "\(label)") }
    #expect(Image(systemName: "sun.max") == Image(systemName: "sun.max"))
    #expect(Image(systemName: "sun.max") != Image(systemName: "moon"))
    let sheet: [ActionSheet.Button] = [.default(Text("Camera")), .cancel()]
    #expect(sheet.count == 2)
  }

  /// An app's `Transferable` conformance compiles; its representations list their content
  /// types in order (nothing is ever transferred).
  @Test func transferableConformancesDescribeTheirTypes() {
    #expect(IdiomNote.transferRepresentation.contentTypes == [.json, .plainText])
    let view = Text("Note").draggable(IdiomNote(title: "A", body: "B"))
    let drawn = Renderer(view, proposal: ProposedViewSize(width: 100, height: 40)).displayList.description
    #expect(drawn.contains("\"Note\""))
  }

  @Test func uiKitAppearanceIsAcceptedAndKept() {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.titleTextAttributes = [.foregroundColor: UIColor(red: 1, green: 1, blue: 1, alpha: 1)]
    UINavigationBar.appearance().standardAppearance = appearance
    UITabBar.appearance().unselectedItemTintColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
    #expect(UINavigationBar.appearance().standardAppearance === appearance)
    // Bar buttons' text restyled per state, as a workout app's navigation bar is.
    let buttons = UIBarButtonItemAppearance()
    buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
    appearance.buttonAppearance = buttons
    appearance.backButtonAppearance = buttons
    #expect(appearance.backButtonAppearance.normal.titleTextAttributes.count == 1)
    #expect(appearance.doneButtonAppearance.normal.titleTextAttributes.isEmpty)
    UIPageControl.appearance().currentPageIndicatorTintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
    UIPageControl.appearance().pageIndicatorTintColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.4)
    #expect(UIPageControl.appearance() === UIPageControl.appearance())
    #expect(UIPageControl.appearance().pageIndicatorTintColor?.cgColor.alpha == 0.4)
    // A segmented picker restyled in a view's `init()`, as a list demo does; kept, not drawn.
    UISegmentedControl.appearance().selectedSegmentTintColor = UIColor.systemBlue
    UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
    #expect(UISegmentedControl.appearance() === UISegmentedControl.appearance())
    #expect(UISegmentedControl.appearance().titleTextAttributes(for: .selected)?.count == 1)
    #expect(UISegmentedControl.appearance().titleTextAttributes(for: .normal) == nil)
    let control = UISegmentedControl(items: ["Day", "Week"])
    control.insertSegment(withTitle: "Month", at: 2, animated: false)
    control.selectedSegmentIndex = 2
    control.removeSegment(at: 2, animated: false)
    #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "Week")
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    // A searchable's field restyled through UIKit, as a workout app's list does.
    UITextField.appearance(whenContainedInInstancesOf: [UISearchBar.self]).backgroundColor = UIColor.lightGray
    #expect(UITextField.appearance().backgroundColor == UIColor.lightGray)
    UISearchBar.appearance().placeholder = "Search exercises"
    #expect(UISearchBar.appearance().placeholder == "Search exercises")
    // The proxy has no items, as UIKit's has none: a theme's back-button setting through it
    // changes nothing.
    UINavigationBar.appearance().topItem?.backButtonDisplayMode = .minimal
    #expect(UINavigationBar.appearance().topItem == nil)
    let item = UINavigationItem(title: "Runes")
    item.backButtonDisplayMode = .minimal
    #expect(item.backButtonDisplayMode == .minimal && item.title == "Runes")
    // Bar items' title fonts per state, as a design system package sets them at launch.
    UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 14)], for: .normal)
    UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.yellow], for: .highlighted)
    #expect(UITabBarItem.appearance().titleTextAttributes(for: .normal)?.count == 1)
    #expect(UITabBarItem.appearance().titleTextAttributes(for: .selected) == nil)
    #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .highlighted)?[.foregroundColor] != nil)
    #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal) == nil)
    let notifications = URL(string: UIApplication.openNotificationSettingsURLString)!
    #expect(notifications.absoluteString != UIApplication.openSettingsURLString)
    #expect(!UIApplication.shared.canOpenURL(notifications))
  }

  @Test func iOS17ModifiersDraw() throws {
    let renderer = try ImageRenderer()
    let text = renderer.displayList(IdiomMotion(), size: ProposedViewSize(width: 393, height: 852)).displayList
      .description
    #expect(text.contains("\"Delete 3 items?\"") && text.contains("\"This cannot be undone.\""), "\(text)")
    #expect(text.contains("#ff3b3080"), "red at the secondary level is half its alpha: \(text)")
    #expect((Angle.degrees(30) * 2).degrees.rounded() == 60 && (2 * Angle.degrees(30) / 4).degrees.rounded() == 15)
    // iOS 17's spring by duration and bounce (a button's pulsing icon) lasts what it says.
    #expect(Animation.interpolatingSpring(duration: 0.6, bounce: 2).duration == 0.6)
    #expect(Animation.interpolatingSpring == Animation.spring)
  }

  /// A chat bubble shape built with UIKit's path builder draws what SwiftUI's own shapes draw.
  @Test func aBezierPathIsTheSwiftUIPath() {
    let rect = CGRect(x: 0, y: 0, width: 120, height: 40)
    let bubble = UIBezierPath(
      roundedRect: rect, byRoundingCorners: [.topLeft, .topRight, .bottomLeft],
      cornerRadii: CGSize(width: 12, height: 12))
    let uneven = UnevenRoundedRectangle(
      cornerRadii: RectangleCornerRadii(topLeading: 12, bottomLeading: 12, bottomTrailing: 0, topTrailing: 12),
      style: .circular
    ).path(in: rect)
    #expect(Path(bubble.cgPath) == uneven)
    let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(abs(Path(arc.cgPath).boundingRect.maxY - 10) < 0.01, "clockwise on screen goes down from 3 o'clock")
  }

  /// `.tint` with a gradient (iOS 16) tints controls in the gradient's first colour; a
  /// colour given as a shape style is that colour.
  @Test func aGradientTintColoursControlsWithItsFirstStop() throws {
    let bar = ProgressView(value: 0.5).frame(width: 200)
    let red = try list(bar.tint(.red))
    #expect(try list(bar.tint(Gradient(colors: [.red, .blue]))) == red)
    #expect(
      try list(bar.tint(LinearGradient(colors: [.red, .green], startPoint: .leading, endPoint: .trailing))) == red)
    #expect(try list(bar.tint(Color.red as Color?)) == red)
    #expect(try list(bar.tint(Gradient(colors: [.blue, .red]))) != red)
    #expect(try list(bar.tint(nil as Gradient?)) == list(bar))
  }

  /// The long-press modifier's `pressing:` closure is never called in a still frame.
  @Test func aLongPressWithAPressingClosureStaysAtRest() throws {
    let text = try list(IdiomPressRow())
    #expect(text.contains("\"At rest\"") && !text.contains("\"Pressed\""), "\(text)")
  }

  /// A wrapped `UITextField` subclass is a placeholder like any UIKit view; the field keeps
  /// its values and has no keyboard.
  @Test func aWrappedTextFieldIsAPlaceholderAndKeepsItsValues() throws {
    let renderer = try ImageRenderer()
    let size = ProposedViewSize(width: 300, height: 60)
    let field = renderer.displayList(IdiomEmojiFieldView(text: .constant("🙂")), size: size)
    let map = renderer.displayList(IdiomMapView(), size: size)
    #expect(field.displayList.description == map.displayList.description)
    #expect(field.diagnostics.contains { $0.contains("IdiomEmojiFieldView: a UIKit view") }, "\(field.diagnostics)")
    let emoji = IdiomEmojiField(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
    #expect(emoji.frame.width == 80 && emoji.text == "" && emoji.textAlignment == .natural)
    #expect(emoji.textInputMode == nil && UITextInputMode.activeInputModes.isEmpty)
    #expect(!emoji.becomeFirstResponder() && !emoji.isFirstResponder && !emoji.isEditing)
    let delegate = IdiomEmojiFieldView.Coordinator()
    emoji.delegate = delegate
    #expect(emoji.delegate === delegate && delegate.textFieldShouldReturn(emoji) && delegate.changes == 0)
    #expect(NSTextAlignment.center.rawValue == 1 && UITextField.BorderStyle.roundedRect.rawValue == 3)
  }
}
