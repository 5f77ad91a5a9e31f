import Foundation
import ManagedSettings
import Vellum

/// The title of a `Label` made from a token, as FamilyControls' `FamilyActivityTitleView`: the
/// app's, category's or domain's name, which the system draws and a preview does not know, so
/// it is drawn empty.
public struct FamilyActivityTitleView: View {
  public var body: some View { EmptyView() }
}

/// The icon of a `Label` made from a token, as FamilyControls' `FamilyActivityIconView`: drawn
/// empty, as the title.
public struct FamilyActivityIconView: View {
  public var body: some View { EmptyView() }
}

extension Label where Title == FamilyActivityTitleView, Icon == FamilyActivityIconView {
  /// A label of a chosen app: its name and icon, which a preview draws empty.
  public init(_ applicationToken: ApplicationToken) {
    self.init(title: { FamilyActivityTitleView() }, icon: { FamilyActivityIconView() })
  }

  /// A label of a chosen category, drawn empty.
  public init(_ categoryToken: ActivityCategoryToken) {
    self.init(title: { FamilyActivityTitleView() }, icon: { FamilyActivityIconView() })
  }

  /// A label of a chosen web domain, drawn empty.
  public init(_ webDomainToken: WebDomainToken) {
    self.init(title: { FamilyActivityTitleView() }, icon: { FamilyActivityIconView() })
  }
}
