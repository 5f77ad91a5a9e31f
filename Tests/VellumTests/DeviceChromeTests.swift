import Foundation
import Testing
import Vellum
@testable import VellumPreview

/// The status bar and home indicator a device canvas draws over the view (issue 13 item 5),
/// at the places an iOS 17 Simulator screenshot of an iPhone 15 shows them.
@Suite struct DeviceChromeTests {
  let screen = ProposedViewSize(width: 393, height: 852)
  let insets = Device.iPhone15.safeArea

  func lines(_ view: some View, chrome: DeviceChrome? = Device.iPhone15.chrome, scheme: ColorScheme = .light)
    -> [String]
  {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    return Renderer(view, proposal: screen, environment: environment, safeArea: insets, chrome: chrome).displayList
      .description.split(separator: "\n").map(String.init)
  }

  func timeLine(_ lines: [String]) -> String? { lines.first { $0.contains("\"9:41\"") } }
  /// The home indicator: a 140×5 capsule whose bottom is 8 pt above the screen's.
  func homeIndicator(_ lines: [String]) -> String? {
    lines.first { $0.hasPrefix("fill (12") && $0.contains(", 839, 140×5)") }
  }

  @Test func aFaceIDCanvasDrawsTheTimeLevelsAndHomeIndicatorOverTheView() throws {
    let drawn = lines(Color.blue.ignoresSafeArea())
    let time = try #require(timeLine(drawn), "the time: \(drawn)")
    // Centred in the leading ear: (393 - 124) / 2 = 134.5 wide, padded 16 and 6 → x 72.25.
    let frame = try #require(rect(in: time))
    #expect(abs(frame.midX - 72.25) < 0.5, "\(time)")
    #expect(homeIndicator(drawn) != nil, "\(drawn.suffix(3))")
    // The battery's charge: 21×9 at the end of the levels, 16 pt + 5 pt of padding from the edge.
    #expect(drawn.contains { $0.contains("21×9)") }, "battery fill")
  }

  @Test func noChromeWithoutADeviceChrome() {
    let drawn = lines(Color.blue, chrome: nil)
    #expect(timeLine(drawn) == nil)
    #expect(homeIndicator(drawn) == nil)
  }

  @Test func statusBarHiddenAndPersistentSystemOverlaysHideTheirParts() {
    let hidden = lines(VStack { Text("Deep").statusBarHidden() })
    #expect(timeLine(hidden) == nil, "a view anywhere in the tree hides the status bar")
    #expect(homeIndicator(hidden) != nil)
    let overlays = lines(Text("A").persistentSystemOverlays(.hidden))
    #expect(timeLine(overlays) != nil)
    #expect(homeIndicator(overlays) == nil)
    #expect(timeLine(lines(Text("A").statusBarHidden(false))) != nil)
  }

  /// The common branded-bar recipe: an indigo bar, shown at rest, in the dark scheme, so its
  /// title and the status bar above it are white on a light screen.
  @Test func aVisibleBarWithItsOwnSchemeTurnsItsTitleAndTheStatusBarWhite() throws {
    let screen = NavigationStack {
      Text("Body")
        .navigationTitle("Orders")
        .navigationBarTitleDisplayMode(.inline)
        .toolbarBackground(Color.indigo, for: .navigationBar)
        .toolbarBackground(.visible, for: .navigationBar)
        .toolbarColorScheme(.dark, for: .navigationBar)
    }
    let drawn = lines(screen)
    let white = "#ffffffff"
    #expect(try #require(timeLine(drawn)).contains(white), "status bar in the bar's dark scheme")
    #expect(try #require(drawn.first { $0.contains("\"Orders\"") }).contains(white), "title white")
    #expect(try #require(drawn.first { $0.contains("\"Body\"") }).contains("#000000ff"), "content keeps light")
    #expect(try #require(homeIndicator(drawn)).contains("#000000ff"), "the home indicator follows the screen")
    // From the screen's top to the bar's bottom (59 + 44), its hairline the pixel just below,
    // as iOS draws it (ios-reference: bars end at 98 with the hairline at 98 under a 54 pt
    // top); the indigo is the dark scheme's, as the bar resolves its own colours in its scheme.
    #expect(drawn.contains { $0.hasPrefix("fill (0, 0, 393×103) #5e5ce6ff") }, "the bar's fill under the status bar")
    #expect(drawn.contains { $0.hasPrefix("fill (0, 103, 393×1)") }, "the hairline")

    let withoutBackground = lines(
      NavigationStack { Text("Body").navigationTitle("Orders").toolbarColorScheme(.dark, for: .navigationBar) })
    #expect(try #require(timeLine(withoutBackground)).contains("#000000ff"), "no visible bar: iOS keeps the scheme")
    let material = lines(
      NavigationStack { Text("Body").navigationTitle("Orders").toolbarBackground(.visible, for: .navigationBar) })
    #expect(
      material.contains { $0.hasPrefix("fill (0, 0, 393×") && $0.contains("material(") }, "no style: the bar material")
  }

  @Test func theChromeIsBlackInLightWhiteInDarkAndFollowsAPreferredScheme() throws {
    let light = try #require(timeLine(lines(Text("A"))))
    let dark = try #require(timeLine(lines(Text("A"), scheme: .dark)))
    #expect(light != dark)
    let preferred = try #require(timeLine(lines(Text("A").preferredColorScheme(.dark))))
    #expect(preferred == dark, "the status bar follows .preferredColorScheme(.dark)")
  }

  @Test func landscapeHidesTheStatusBarAndKeepsTheHomeIndicator() throws {
    let device = Device.iPhone15.landscape
    let chrome = try #require(device.chrome)
    #expect(!chrome.showsStatusBar && chrome.showsHomeIndicator)
    let se = try #require(Device.iPhoneSE.chrome)
    #expect(se.style == .homeButton && !se.showsHomeIndicator)
    #expect(Device.iPhoneSE.landscape.chrome == nil)
  }

  @Test func layoutIsUnchangedByTheChrome() {
    let view = List { Text("Row") }
    let with = Renderer(view, proposal: screen, safeArea: insets, chrome: Device.iPhone15.chrome).displayList
    let without = Renderer(view, proposal: screen, safeArea: insets).displayList
    let extra = with.items.count - without.items.count
    #expect(extra > 0)
    #expect(with.description.hasPrefix(without.description), "the view is drawn as before, the chrome after it")
  }

  @Test func previewsDrawChromeOnlyOnDeviceCanvasesUnlessATraitOrTheFlagSaysOtherwise() throws {
    let device = Preview("A") { Text("A") }
    #expect(device.chrome == Device.iPhone15.chrome)
    #expect(Preview("B", traits: .deviceChrome(.hidden)) { Text("B") }.chrome == nil)
    #expect(Preview("C", canvas: .sizeThatFits) { Text("C") }.chrome == nil)
    #expect(Preview("F", canvas: .fixed(width: 393, height: 852)) { Text("F") }.chrome == nil)
    #expect(Preview("D", canvas: .sizeThatFits) { Text("D") }.chrome(on: .sizeThatFits, setting: .on) == nil)
    #expect(device.chrome(on: device.canvas, setting: .off) == nil)
    let hidden = Preview("E", traits: .deviceChrome(.hidden)) { Text("E") }
    #expect(hidden.chrome(on: hidden.canvas, setting: .on) == Device.iPhone15.chrome, "--chrome on wins")

    func setting(_ arguments: [String]) throws -> ChromeSetting {
      try Arguments(arguments, valued: ["--chrome"], switches: ["--no-chrome"]).chrome()
    }
    #expect(try setting([]) == .automatic)
    #expect(try setting(["--chrome", "on"]) == .on)
    #expect(try setting(["--no-chrome"]) == .off)
    #expect(throws: UsageError.self) { try setting(["--chrome", "maybe"]) }
    #expect(throws: UsageError.self) { try setting(["--chrome", "on", "--no-chrome"]) }

    let job = BatchJob(kind: .export, preview: 3, variant: .dark, path: "x.png", chrome: .off)
    #expect(BatchJob(line: job.line)?.chrome == .off, "workers get the setting")
  }

  func rect(in line: String) -> CGRect? {
    guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
    let parts = line[line.index(after: open)..<close].replacingOccurrences(of: "×", with: ",").split(separator: ",")
      .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard parts.count == 4 else { return nil }
    return CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
  }
}
