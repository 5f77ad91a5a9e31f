import Foundation

/// A `Label` with the default style in a list row, as iOS draws it: the icon tinted with
/// the accent colour and centred in a fixed column, the title after it, and the row's
/// separator starting at the title.
nonisolated struct ListRowLabel<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon

  var body: some View {
    HStack(spacing: ListMetrics.labelIconSpacing) {
      icon
        .foregroundStyle(.tint)
        .frame(width: ListMetrics.labelIconColumn)
      title
        .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
    }
  }
}
