import Foundation
import Vellum

/// The system's picker of apps, categories and web domains, as FamilyControls'
/// `FamilyActivityPicker`. iOS draws it from another process, and only for an app the person
/// authorised; a preview is neither, so the picker is drawn as the grouped background it sits
/// on, filling the space offered, with no list, and the selection never changes.
@MainActor @preconcurrency
public struct FamilyActivityPicker: View {
  @Binding var selection: FamilyActivitySelection
  let headerText: String?
  let footerText: String?

  public init(selection: Binding<FamilyActivitySelection>) {
    self.init(headerText: nil, footerText: nil, selection: selection)
  }

  /// A picker with text above and below its list (iOS 16).
  public init(headerText: String? = nil, footerText: String? = nil, selection: Binding<FamilyActivitySelection>) {
    _selection = selection
    self.headerText = headerText
    self.footerText = footerText
  }

  public var body: some View { Color(UIColor.systemGroupedBackground) }
}

nonisolated extension View {
  /// Presents the picker as a sheet when `isPresented` is true; a preview draws the screen
  /// under it and the selection never changes.
  public func familyActivityPicker(isPresented: Binding<Bool>, selection: Binding<FamilyActivitySelection>)
    -> some View
  { self }

  /// Presents the picker with text above and below its list; as `familyActivityPicker(isPresented:selection:)`.
  public func familyActivityPicker(
    headerText: String? = nil, footerText: String? = nil, isPresented: Binding<Bool>,
    selection: Binding<FamilyActivitySelection>
  ) -> some View { self }
}
