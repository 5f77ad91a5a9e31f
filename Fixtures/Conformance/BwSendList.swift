import Vellum

/// `bw-send-list`: the Send list, a "TYPES" card of icon rows with counts and an "ALL SENDS" card of
/// two-line rows with status icons and a "..." menu.
let bwSendList = ConformanceCase(
  "bw-send-list", safeArea: .bitwarden,
  knownDifference:
    "the status icons and the file icons are Material stand-ins, so their ink measures as other boxes "
    + "(the warning, key and clock glyphs are shaped differently)"
) {
  ScrollView {
    LazyVStack(alignment: .leading, spacing: 20) {
      SendListSection(title: "Types", count: nil) {
        SendTypeRow(icon: "doc.text", name: "Text", count: 42)
        SendTypeRow(icon: "doc", name: "File", count: 1, hasDivider: false)
      }
      SendListSection(title: "All sends", count: 3) {
        SendItemRow(icon: "doc", name: "File Send", statusIcons: ["clock", "trash"], date: "Nov 5, 2023 at 9:42 AM")
        SendItemRow(
          icon: "doc.text", name: "Text Send", statusIcons: ["clock", "trash"], date: "Nov 5, 2023 at 9:42 AM")
        SendItemRow(
          icon: "doc.text", name: "All Statuses",
          statusIcons: ["exclamationmark.triangle", "key", "nosign", "clock", "trash"],
          date: "Nov 5, 2023 at 9:41 AM", hasDivider: false)
      }
    }
    .padding(16)
  }
  .bitwardenPage()
}

/// A Send list section: an uppercase header with an optional trailing count, above a card.
struct SendListSection<Content: View>: View {
  var title: String
  var count: Int?
  @ViewBuilder var content: Content

  var body: some View {
    VStack(alignment: .leading, spacing: 7) {
      HStack(alignment: .firstTextBaseline) {
        Text(title)
        Spacer()
        if let count { Text("\(count)") }
      }
      .styleGuide(.footnote)
      .foregroundStyle(Color.bitwardenTextSecondary)
      .textCase(.uppercase)

      LazyVStack(spacing: 0) { content }
        .background(Color.bitwardenBackgroundPrimary)
        .clipShape(RoundedRectangle(cornerRadius: 10))
    }
  }
}

/// A one-line row: 22 pt icon, name, trailing count.
struct SendTypeRow: View {
  var icon: String
  var name: String
  var count: Int
  var hasDivider = true

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 16) {
        BitwardenIcon(icon)
          .foregroundStyle(Color.bitwardenTextSecondary)
        // Body text without the style guide's line padding: the rows are 60.33 pt on iOS,
        // 19 + the 22 pt icon + 19 and the divider.
        Text(name).font(.body).foregroundStyle(Color.bitwardenTextPrimary)
        Spacer()
        Text("\(count)").font(.body).foregroundStyle(Color.bitwardenTextSecondary)
      }
      .padding(.vertical, 19)
      .padding(.horizontal, 16)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}

/// A two-line Send row: icon, name with status icons over a date, trailing "..." menu.
struct SendItemRow: View {
  var icon: String
  var name: String
  var statusIcons: [String]
  var date: String
  var hasDivider = true

  var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 16) {
        BitwardenIcon(icon)
          .foregroundStyle(Color.bitwardenTextSecondary)
        VStack(alignment: .leading, spacing: 0) {
          HStack(spacing: 8) {
            Text(name).styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
            ForEach(statusIcons, id: \.self) { status in
              BitwardenIcon(status, size: 16)
                .foregroundStyle(Color.bitwardenTextSecondary)
            }
          }
          Text(date).styleGuide(.subheadline).foregroundStyle(Color.bitwardenTextSecondary)
        }
        Spacer()
        Menu {
          Button("Share") {}
        } label: {
          Image(systemName: "ellipsis")
            .foregroundStyle(Color.bitwardenTextSecondary)
        }
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 9)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}
