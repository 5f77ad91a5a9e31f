import Foundation
import Synchronization
import PhotosUI
import Testing
import VellumCairo
import Vellum

/// PhotosUI's picker drawn as its button; the picker itself is never shown.
@Suite struct PhotosUITests {
  struct AvatarEditor: View {
    @State private var avatar: PhotosPickerItem?
    @State private var gallery: [PhotosPickerItem] = []
    @State private var showsPicker = true
    var body: some View {
      VStack {
        PhotosPicker(selection: $avatar, matching: .images) {
          Label("Choose Avatar", systemImage: "person.crop.circle")
        }
        PhotosPicker("Add Photos", selection: $gallery, maxSelectionCount: 5, matching: .any(of: [.images, .videos]))
        Text("Profile").photosPicker(isPresented: $showsPicker, selection: $avatar, matching: .not(.livePhotos))
      }
    }
  }

  /// Labels drawn in the tint, the presented picker not drawn.
  @Test func pickersDrawTheirLabels() throws {
    let renderer = try ImageRenderer()
    let size = ProposedViewSize(width: 393, height: 852)
    let list = renderer.displayList(AvatarEditor(), size: size).displayList.description
    for word in ["\"Choose Avatar\"", "\"Add Photos\"", "\"Profile\""] {
      #expect(list.contains(word), "\(word) in \(list)")
    }
    let picker = renderer.displayList(
      PhotosPicker("Select", selection: .constant(nil as PhotosPickerItem?), matching: .images), size: size)
    let button = renderer.displayList(Button("Select") {}, size: size)
    #expect(picker.displayList.description == button.displayList.description, "drawn as a button")
  }

  @Test func itemsLoadNothingAndFiltersCompare() async throws {
    let item = PhotosPickerItem(itemIdentifier: "ABC-123")
    #expect(item.itemIdentifier == "ABC-123" && item.supportedContentTypes.isEmpty)
    #expect(try await item.loadTransferable(type: Data.self) == nil)
    // The completion-handler form (an upload screen's), called once with nil.
    let loaded = Mutex<[Data?]>([])
    let progress = item.loadTransferable(type: Data.self) { result in
      loaded.withLock { $0.append(try? result.get()) }
    }
    #expect(loaded.withLock { $0.count == 1 && $0[0] == nil } && progress.isFinished)
    #expect(PHPickerFilter.any(of: [.images, .videos]) == .any(of: [.images, .videos]))
    #expect(PHPickerFilter.not(.videos) != .videos)
    #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
    // The form before access levels, as a thumbnail picker still calls it.
    let answer = Mutex<PHAuthorizationStatus?>(nil)
    PHPhotoLibrary.requestAuthorization { status in answer.withLock { $0 = status } }
    #expect(answer.withLock { $0 } == .denied && PHPhotoLibrary.authorizationStatus() == .notDetermined)
    // PhotosUI brings AVFoundation, as Photos re-exports it on iOS (this file imports neither).
    #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
  }

  /// iOS 14's photo picker wrapped as a representable, as a crowdfunding app's project form
  /// writes it: a coordinator that loads a `UIImage` from the first result's item provider.
  struct ImagePicker: UIViewControllerRepresentable {
    @Binding var image: UIImage?

    func makeUIViewController(context: Context) -> PHPickerViewController {
      var config = PHPickerConfiguration()
      config.filter = .images
      let picker = PHPickerViewController(configuration: config)
      picker.delegate = context.coordinator
      return picker
    }
    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(self) }

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
      let parent: ImagePicker
      init(_ parent: ImagePicker) { self.parent = parent }
      func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else { return }
        provider.loadObject(ofClass: UIImage.self) { image, _ in _ = image as? UIImage }
      }
    }
  }

  /// The picker keeps its configuration and delegate and is drawn as a placeholder; an item
  /// provider carries nothing and fails a load at once.
  @Test func thePhotoPickerControllerKeepsItsConfigurationAndIsAPlaceholder() {
    var config = PHPickerConfiguration()
    config.filter = .images
    config.selectionLimit = 3
    let picker = PHPickerViewController(configuration: config)
    #expect(picker.configuration.filter == .images && picker.configuration.selectionLimit == 3)
    #expect(PHPickerConfiguration().selectionLimit == 1 && picker.delegate == nil)
    let coordinator = ImagePicker.Coordinator(ImagePicker(image: .constant(nil)))
    picker.delegate = coordinator
    #expect(picker.delegate === coordinator)

    let provider = NSItemProvider()
    #expect(!provider.canLoadObject(ofClass: UIImage.self) && provider.registeredTypeIdentifiers.isEmpty)
    nonisolated(unsafe) var failure: NSError?
    provider.loadObject(ofClass: UIImage.self) { object, error in
      #expect(object == nil)
      failure = error as NSError?
    }
    #expect(failure?.domain == NSItemProvider.errorDomain && failure?.code == -1000, "at once, item unavailable")

    let snapshot = LayoutSnapshot(
      of: ImagePicker(image: .constant(nil)).frame(width: 200, height: 100).id("picker"), proposal: .unspecified)
    #expect(snapshot.frame(of: "picker")?.size == CGSize(width: 200, height: 100))
  }
}
