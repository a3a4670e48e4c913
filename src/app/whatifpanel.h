#pragma once

#include "core/cost/costmodel.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;

namespace pilot::app {

/// What if: the pilot's projection with one or more measured inputs changed — the failure rate
/// (the lost and repeated time as measured × a factor, by a slider), a warm compile cache
/// (repeated runs without compiling) and another price of the table for the pilot's platform.
/// The pilot's cost per training and break-even follow at once (projectPilotWhatIf), beside the
/// measured figures; every change is listed, so the result is never read as a measurement.
class WhatIfPanel : public QWidget
{
    Q_OBJECT
public:
    explicit WhatIfPanel(QWidget *parent = nullptr);

    /// The measured model; the controls keep what the user chose ("As Measured" resets them),
    /// a price only while the model still offers it.
    void setModel(const CostModel &model);
    /// The projection as the controls change it (the measured one while nothing is changed).
    const CostProjection &projection() const { return m_changed; }
    WhatIf whatIf() const;
    void retranslate();

Q_SIGNALS:
    void changed(); ///< projection() changed

private:
    void update();

    QLabel *m_title;
    QLabel *m_failureLabel;
    QSlider *m_failure;
    QCheckBox *m_compile;
    QLabel *m_priceLabel;
    QComboBox *m_price;
    QPushButton *m_reset;
    QLabel *m_result;
    CostModel m_model;
    CostProjection m_changed;
    bool m_filling = false;
};

} // namespace pilot::app
