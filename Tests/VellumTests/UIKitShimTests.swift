import Foundation
import Testing
import Vellum

/// The UIKit names SwiftUI screens reach for (Sources/Vellum/UIKit), and SwiftUI's
/// collection helpers for `onDelete`/`onMove`.
@Suite struct UIKitShimTests {
  struct ThirdOfTheScreen: View {
    var body: some View {
      Color.red.frame(width: UIScreen.main.bounds.width / 3, height: UIScreen.main.bounds.height / 4).id("cell")
    }
  }

  /// `UIScreen.main.bounds` is the canvas of the render in progress, and the iPhone 15's
  /// screen outside one.
  @Test func theMainScreenIsTheCanvas() throws {
    let fixed = LayoutSnapshot(of: ThirdOfTheScreen(), proposal: ProposedViewSize(width: 300, height: 400))
    let frame = try #require(fixed.frame(of: "cell"))
    #expect(frame.size == CGSize(width: 100, height: 100))
    let fitted = LayoutSnapshot(of: ThirdOfTheScreen(), proposal: .unspecified)
    #expect(fitted.frame(of: "cell")?.size == CGSize(width: 131, height: 213))
    #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852) && UIScreen.main.scale == 3)
  }

  @Test func applicationAndHapticsAreAcceptedAndInert() {
    let generator = UIImpactFeedbackGenerator(style: .medium)
    generator.prepare()
    generator.impactOccurred()
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    UISelectionFeedbackGenerator().selectionChanged()
    let url = URL(string: UIApplication.openSettingsURLString)!
    #expect(!UIApplication.shared.canOpenURL(url))
    UIApplication.shared.open(url)
  }

  /// SwiftUI's `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as `onDelete` and
  /// `onMove` handlers call them (the destination counts offsets before the move).
  @Test func offsetEditsMatchSwiftUI() {
    var items = ["a", "b", "c", "d", "e"]
    items.remove(atOffsets: IndexSet([1, 3]))
    #expect(items == ["a", "c", "e"])
    var moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([0]), toOffset: 3)
    #expect(moved == ["b", "c", "a", "d"])
    moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([1, 3]), toOffset: 0)
    #expect(moved == ["b", "d", "a", "c"])
    moved = ["a", "b", "c", "d"]
    moved.move(fromOffsets: IndexSet([0, 1]), toOffset: 4)
    #expect(moved == ["c", "d", "a", "b"])
  }

  /// A sheet that sizes itself from the window scene's screen, as screen files find it.
  struct SceneSizedSheet: View {
    var screenHeight: CGFloat {
      UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first?.screen.bounds.height ?? 800
    }
    var body: some View { Color.blue.frame(width: 10, height: screenHeight / 2).id("sheet") }
  }

  /// `UIApplication.shared.connectedScenes` holds one window scene in the foreground, whose
  /// screen is the render's canvas and whose one window is key.
  @Test func theConnectedSceneIsTheCanvasWithOneKeyWindow() throws {
    let snapshot = LayoutSnapshot(of: SceneSizedSheet(), proposal: ProposedViewSize(width: 300, height: 400))
    #expect(snapshot.frame(of: "sheet")?.height == 200)
    let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
    #expect(UIApplication.shared.connectedScenes.count == 1 && scene.activationState == .foregroundActive)
    let window = try #require(scene.windows.first { $0.isKeyWindow })
    #expect(window === scene.keyWindow && window.windowScene === scene && window.rootViewController == nil)
    #expect(window.frame.size == CGSize(width: 393, height: 852) && scene.interfaceOrientation.isPortrait)
  }

  /// A photo picked in a screen's state: `UIImage` compares as the image it holds, so
  /// `.onChange(of:)` takes an optional one.
  struct PhotoSlot: View {
    @State private var photo: UIImage?
    @State private var changes = 0
    var body: some View {
      Text("\(changes)").onChange(of: photo) { changes += 1 }
    }
  }

  @Test func imagesCompareByTheImageTheyHold() {
    let bytes = Data(base64Encoded: Self.onePixelPNG)!
    let first = UIImage(data: bytes)
    #expect(first != nil && first == UIImage(data: bytes), "the same bytes")
    #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
    #expect(UIImage(systemName: "star") != UIImage(systemName: "heart"))
    #expect(Set([UIImage(systemName: "star"), UIImage(systemName: "star")]).count == 1)
    #expect(LayoutSnapshot(of: PhotoSlot(), proposal: .unspecified).size.width > 0)
  }

  static let onePixelPNG =
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=="

  /// A camera button's representable, as screen files wrap UIKit's picker.
  struct CameraPicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> UIImagePickerController {
      let picker = UIImagePickerController()
      picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
      picker.allowsEditing = true
      picker.delegate = context.coordinator
      return picker
    }
    func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(image: $image) }

    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
      @Binding var image: UIImage?
      init(image: Binding<UIImage?>) { _image = image }
      func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
      ) {
        image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
      }
    }
  }

  /// The picker keeps what it is set to, has no camera or library, and its representable is
  /// drawn as a placeholder.
  @Test func theImagePickerKeepsItsSettingsAndIsAPlaceholder() {
    let picker = UIImagePickerController()
    picker.sourceType = .camera
    picker.allowsEditing = true
    #expect(picker.sourceType == .camera && picker.allowsEditing && picker.delegate == nil)
    #expect(picker.modalPresentationStyle == .automatic, "UIKit's default")
    picker.modalPresentationStyle = .fullScreen
    #expect(picker.modalPresentationStyle == .fullScreen && UIModalPresentationStyle.fullScreen.rawValue == 0)
    #expect(!UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(UIImagePickerController.InfoKey.originalImage.rawValue == "UIImagePickerControllerOriginalImage")
    let snapshot = LayoutSnapshot(
      of: CameraPicker(image: .constant(nil)).frame(width: 200, height: 100).id("picker"), proposal: .unspecified)
    #expect(snapshot.frame(of: "picker")?.size == CGSize(width: 200, height: 100))
  }

  /// A helper that reads the key window's safe area, as an expense tracker's view extension
  /// does (eighth trial): `UIEdgeInsets`, zero in Vellum, which lays out no UIKit view.
  @Test func aWindowsSafeAreaInsetsAreZero() {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    let insets = scene?.keyWindow?.safeAreaInsets ?? .zero
    #expect(insets == .zero && insets == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    let rect = CGRect(x: 0, y: 0, width: 100, height: 50).inset(
      by: UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20))
    #expect(rect == CGRect(x: 10, y: 5, width: 70, height: 40))
  }

  /// `UIAccessibility`'s settings are off and an announcement is dropped.
  @Test func accessibilityAnnouncementsAreDroppedAndSettingsOff() {
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceTransparencyEnabled)
    #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
  }

  /// `UITraitCollection.current` is the scheme being drawn, as UIKit sets it while it draws (a
  /// helper that inverts text colours in light mode only).
  @Test func theCurrentTraitsAreTheRendersScheme() {
    struct Probe: View {
      var body: some View {
        Text(UITraitCollection.current.userInterfaceStyle == .dark ? "dark" : "light").id("style")
      }
    }
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    let drawn = LayoutSnapshot(of: Probe(), proposal: .unspecified, environment: dark)
    #expect(drawn.frames(ofText: "dark").count == 1)
    #expect(LayoutSnapshot(of: Probe(), proposal: .unspecified).frames(ofText: "light").count == 1)
    #expect(UITraitCollection.current.userInterfaceStyle == .light, "outside a render")
  }

  /// The screen's corner radius as code reads it through UIKit's private key.
  @Test func theScreensCornerRadiusIsReadByKey() {
    #expect(UIScreen.main.value(forKey: "_displayCornerRadius") as? CGFloat == 55)
    #expect(UIScreen.main.value(forKey: "brightness") == nil)
  }

  @Test @MainActor func theApplicationsWindowsAreItsScenesWindow() {
    // `UIApplication.shared.windows` (deprecated in iOS 15, still in tutorials' header code).
    let window = UIApplication.shared.windows.first
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    #expect(window != nil && window === scene?.windows.first)
    #expect(window?.frame == UIScreen.main.bounds)
  }
}
