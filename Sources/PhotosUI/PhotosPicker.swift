import Vellum

/// A button that opens the photo picker, as PhotosUI's `PhotosPicker`: drawn as SwiftUI draws
/// it, its label as a button in the current style (in the tint by default). The picker itself
/// is a sheet iOS shows when the button is tapped; a still frame is never tapped, so it is not
/// drawn and the selection is never changed.
nonisolated public struct PhotosPicker<Label: View>: View {
  let label: Label

  /// A picker of one item.
  public init(
    selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared(), @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A picker of several items (any number when `maxSelectionCount` is nil).
  public init(
    selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared(), @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View { Button(action: {}) { label } }
}

extension PhotosPicker where Label == Text {
  /// A picker of one item titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A picker of one item titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) {
    self.init(selection: selection) { Text(title) }
  }

  /// A picker of several items titled by a localized key.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) {
    self.init(selection: selection) { Text(titleKey) }
  }

  /// A picker of several items titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) {
    self.init(selection: selection) { Text(title) }
  }
}

/// How a multiple-selection picker orders and confirms its selection, as in PhotosUI (accepted).
public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
  let name: String
  public static let `default` = PhotosPickerSelectionBehavior(name: "default")
  public static let ordered = PhotosPickerSelectionBehavior(name: "ordered")
  public static let continuous = PhotosPickerSelectionBehavior(name: "continuous")
  public static let continuousAndOrdered = PhotosPickerSelectionBehavior(name: "continuousAndOrdered")
}

nonisolated extension View {
  /// Presents the photo picker, as PhotosUI's modifier. Accepted and inert: iOS shows the
  /// picker in a sheet; Vellum previews the screen under it, and the selection never changes.
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) -> some View { self }

  /// Presents the photo picker for several items. Accepted and inert (see the single form).
  public func photosPicker(
    isPresented: Binding<Bool>, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
    selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
    preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
    photoLibrary: PHPhotoLibrary = .shared()
  ) -> some View { self }
}
