import Vellum

/// `bw-send-list`: the Send list, a "TYPES" card of icon rows with counts and an "ALL SENDS" card of
/// two-line rows with status icons and a "..." menu.
let bwSendList = ConformanceCase(
  "bw-send-list", safeArea: .bitwarden,
  knownDifference:
    "the status and file icons are Material stand-ins: the trash stand-in's lid and can measure as two "
    + "ink boxes (iOS's outline is one 16 × 16 box), so each later box in those rows is compared with "
    + "the wrong one of iOS's; the kabob, text and row heights match"
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

/// A group row as the app's row view lays it out (SendListItemRowView.swift, mid-2024): the 22 pt
/// icon padded 19 above and below (so the row is 60 tall), 16 from the name in the body style
/// guide, a Spacer and the count in the same style; padded 16 horizontally, with a divider
/// inset 54 (the icon, its spacing and the padding).
struct SendTypeRow: View {
  var icon: String
  var name: String
  var count: Int
  var hasDivider = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 16) {
        BitwardenIcon(icon)
          .foregroundStyle(Color.bitwardenTextSecondary)
          .padding(.vertical, 19)
        Text(name).styleGuide(.body).foregroundStyle(Color.bitwardenTextPrimary)
        Spacer()
        Text("\(count)").styleGuide(.body).foregroundStyle(Color.bitwardenTextSecondary)
      }
      .padding(.horizontal, 16)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}

/// A Send row as the app lays it out: a button whose label is the 22 pt icon padded 19, 16
/// from a VStack (the name in the body style guide, one line, 8 from its 16 pt status icons
/// 8 apart; the date in the subheadline style guide) padded 9 above and below, and a Spacer;
/// then, 16 further on, the options menu labelled with the 22 × 22 horizontal kabob asset.
struct SendItemRow: View {
  var icon: String
  var name: String
  var statusIcons: [String]
  var date: String
  var hasDivider = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      HStack(spacing: 16) {
        Button {
        } label: {
          HStack(spacing: 16) {
            BitwardenIcon(icon)
              .foregroundStyle(Color.bitwardenTextSecondary)
              .padding(.vertical, 19)
            VStack(alignment: .leading, spacing: 0) {
              HStack(spacing: 8) {
                Text(name).styleGuide(.body).lineLimit(1).foregroundStyle(Color.bitwardenTextPrimary)
                HStack(spacing: 8) {
                  ForEach(statusIcons, id: \.self) { status in
                    BitwardenIcon(status, size: 16)
                      .foregroundStyle(Color.bitwardenTextSecondary)
                  }
                }
              }
              Text(date).styleGuide(.subheadline).lineLimit(1).foregroundStyle(Color.bitwardenTextSecondary)
            }
            .padding(.vertical, 9)
            Spacer()
          }
        }
        .buttonStyle(.plain)
        Menu {
          Button("Share link") {}
        } label: {
          BitwardenKabob(axis: .horizontal, size: 22)
            .foregroundStyle(Color.bitwardenTextSecondary)
        }
      }
      .padding(.horizontal, 16)
      if hasDivider { Divider().padding(.leading, 54) }
    }
  }
}
