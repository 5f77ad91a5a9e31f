import Foundation
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
    #expect(PHPickerFilter.any(of: [.images, .videos]) == .any(of: [.images, .videos]))
    #expect(PHPickerFilter.not(.videos) != .videos)
    #expect(PHPhotoLibrary.shared() === PHPhotoLibrary.shared())
    #expect(PHPhotoLibrary.authorizationStatus(for: .readWrite) == .notDetermined)
    #expect(await PHPhotoLibrary.requestAuthorization(for: .readWrite) == .denied)
  }
}
